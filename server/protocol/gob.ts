/**
 * The subset of Go's encoding/gob that the OpenIM wasm SDK speaks on its WebSocket (openim-ws-gateway.md §2):
 * one struct per stream, whose fields are ints, strings, byte slices or bools. Every frame is a fresh
 * stream, so every frame carries the struct's type definition before its value.
 */

export class GobError extends Error {}

type GobFieldType = 'bool' | 'int' | 'uint' | 'bytes' | 'string';
export type GobValue = boolean | number | string | Uint8Array;

const BUILTIN_IDS: Record<GobFieldType, number> = { bool: 1, int: 2, uint: 3, bytes: 5, string: 6 };
const BUILTIN_TYPES = new Map<number, GobFieldType>(
  Object.entries(BUILTIN_IDS).map(([name, id]) => [id, name as GobFieldType]),
);

export interface GobStructType {
  name: string;
  fields: ReadonlyArray<{ name: string; type: GobFieldType }>;
}

// One of each per process: every frame has several strings, and a coder per string was a measurable share of GC.
const utf8Decoder = new TextDecoder('utf-8', { fatal: false });
const utf8Encoder = new TextEncoder();

class GobReader {
  private offset = 0;
  constructor(private readonly bytes: Uint8Array) {}

  get done(): boolean {
    return this.offset >= this.bytes.length;
  }

  private byte(): number {
    if (this.offset >= this.bytes.length) throw new GobError('unexpected end of gob data');
    return this.bytes[this.offset++]!;
  }

  uint(): number {
    const first = this.byte();
    if (first < 0x80) return first;
    const count = 256 - first;
    if (count > 8) throw new GobError(`bad uint length ${count}`);
    // Plain numbers, not BigInt: exact below 2^53, and a larger value still rounds to one above the limit.
    let value = 0;
    for (let i = 0; i < count; i++) value = value * 256 + this.byte();
    if (value > Number.MAX_SAFE_INTEGER) throw new GobError('integer too large');
    return value;
  }

  int(): number {
    const u = this.uint();
    // Bit 0 is the sign; the rest is the magnitude (complemented for negatives).
    return u % 2 === 1 ? -Math.floor(u / 2) - 1 : Math.floor(u / 2);
  }

  bytesOf(): Uint8Array {
    const length = this.uint();
    if (this.offset + length > this.bytes.length) throw new GobError('byte slice runs past the end');
    const slice = this.bytes.subarray(this.offset, this.offset + length);
    this.offset += length;
    return slice;
  }

  string(): string {
    return utf8Decoder.decode(this.bytesOf());
  }

  /** Reads one message of the stream: its length, then a reader over its body. */
  message(): GobReader {
    return new GobReader(this.bytesOf());
  }
}

class GobWriter {
  /** Finished parts; byte slices go in whole, so a large payload is copied once, at the end. */
  private readonly parts: Uint8Array[] = [];
  private pending: number[] = [];

  uint(value: number): this {
    if (!Number.isSafeInteger(value) || value < 0) throw new GobError(`cannot encode uint ${value}`);
    if (value < 0x80) {
      this.pending.push(value);
      return this;
    }
    const bytes: number[] = [];
    for (let rest = value; rest > 0; rest = Math.floor(rest / 256)) bytes.unshift(rest % 256);
    this.pending.push(256 - bytes.length, ...bytes);
    return this;
  }

  int(value: number): this {
    if (!Number.isSafeInteger(value)) throw new GobError(`cannot encode int ${value}`);
    return this.uint(value < 0 ? (-value - 1) * 2 + 1 : value * 2);
  }

  bytes(value: Uint8Array): this {
    this.uint(value.length);
    this.flushPending();
    this.parts.push(value);
    return this;
  }

  string(value: string): this {
    return this.bytes(utf8Encoder.encode(value));
  }

  raw(): Uint8Array {
    this.flushPending();
    const out = new Uint8Array(this.parts.reduce((sum, part) => sum + part.length, 0));
    let offset = 0;
    for (const part of this.parts) {
      out.set(part, offset);
      offset += part.length;
    }
    return out;
  }

  private flushPending(): void {
    if (this.pending.length === 0) return;
    this.parts.push(Uint8Array.from(this.pending));
    this.pending = [];
  }
}

interface WireField {
  name: string;
  typeId: number;
}

/** Reads a wireType value, keeping only what a struct definition needs. */
function readStructDefinition(reader: GobReader): { id: number; fields: WireField[] } {
  let fieldIndex = -1;
  let definition: { id: number; fields: WireField[] } | undefined;
  for (let delta = reader.uint(); delta !== 0; delta = reader.uint()) {
    fieldIndex += delta;
    if (fieldIndex !== 2) throw new GobError(`unsupported gob type kind ${fieldIndex}`);
    definition = readStructType(reader);
  }
  if (!definition) throw new GobError('type definition without a struct');
  return definition;
}

function readStructType(reader: GobReader): { id: number; fields: WireField[] } {
  let id = 0;
  const fields: WireField[] = [];
  let index = -1;
  for (let delta = reader.uint(); delta !== 0; delta = reader.uint()) {
    index += delta;
    if (index === 0) {
      const common = readNameAndId(reader);
      id = common.id;
    } else if (index === 1) {
      const count = reader.uint();
      for (let i = 0; i < count; i++) {
        const field = readNameAndId(reader);
        fields.push({ name: field.name, typeId: field.id });
      }
    } else {
      throw new GobError(`unexpected structType field ${index}`);
    }
  }
  return { id, fields };
}

function readNameAndId(reader: GobReader): { name: string; id: number } {
  let name = '';
  let id = 0;
  let index = -1;
  for (let delta = reader.uint(); delta !== 0; delta = reader.uint()) {
    index += delta;
    if (index === 0) name = reader.string();
    else if (index === 1) id = reader.int();
    else throw new GobError(`unexpected field ${index} in a name/id pair`);
  }
  return { name, id };
}

function readField(reader: GobReader, type: GobFieldType): GobValue {
  switch (type) {
    case 'bool':
      return reader.uint() !== 0;
    case 'int':
      return reader.int();
    case 'uint':
      return reader.uint();
    case 'bytes':
      return new Uint8Array(reader.bytesOf());
    case 'string':
      return reader.string();
  }
}

/**
 * Decodes a gob stream holding one struct value, by field name. Fields the sender left out (gob omits zero
 * values) are absent; the caller supplies defaults.
 */
export function decodeGobStruct(data: Uint8Array): Record<string, GobValue> {
  const stream = new GobReader(data);
  const definitions = new Map<number, WireField[]>();
  while (!stream.done) {
    const message = stream.message();
    const typeId = message.int();
    if (typeId < 0) {
      const definition = readStructDefinition(message);
      if (definition.id !== -typeId) throw new GobError('type definition id mismatch');
      definitions.set(-typeId, definition.fields);
      continue;
    }
    const fields = definitions.get(typeId);
    if (!fields) throw new GobError(`value of undefined gob type ${typeId}`);
    const value: Record<string, GobValue> = {};
    let index = -1;
    for (let delta = message.uint(); delta !== 0; delta = message.uint()) {
      index += delta;
      const field = fields[index];
      if (!field) throw new GobError(`field ${index} not in type ${typeId}`);
      const type = BUILTIN_TYPES.get(field.typeId);
      if (!type) throw new GobError(`field ${field.name} has unsupported gob type ${field.typeId}`);
      value[field.name] = readField(message, type);
    }
    return value;
  }
  throw new GobError('gob stream holds no value');
}

function isZero(value: GobValue | undefined): boolean {
  return (
    value === undefined ||
    value === 0 ||
    value === '' ||
    value === false ||
    (value instanceof Uint8Array && value.length === 0)
  );
}

/** The type-definition message for a struct type; constant per type, so callers may cache it. */
export function encodeGobTypeDefinition(type: GobStructType, typeId = 65): Uint8Array {
  const body = new GobWriter().int(-typeId);
  body.uint(3); // wireType field 2: StructT
  body.uint(1).uint(1).string(type.name).uint(1).int(typeId).uint(0); // CommonType{Name, Id}
  body.uint(1).uint(type.fields.length);
  for (const field of type.fields) body.uint(1).string(field.name).uint(1).int(BUILTIN_IDS[field.type]).uint(0);
  body.uint(0).uint(0); // end structType, end wireType
  const content = body.raw();
  return new GobWriter().bytes(content).raw();
}

/** The value message of a struct, omitting zero fields as Go does. */
export function encodeGobValue(
  type: GobStructType,
  value: Record<string, GobValue | undefined>,
  typeId = 65,
): Uint8Array {
  const body = new GobWriter().int(typeId);
  let previous = -1;
  type.fields.forEach((field, index) => {
    const fieldValue = value[field.name];
    if (isZero(fieldValue)) return;
    body.uint(index - previous);
    previous = index;
    switch (field.type) {
      case 'bool':
        body.uint(1);
        break;
      case 'int':
        body.int(fieldValue as number);
        break;
      case 'uint':
        body.uint(fieldValue as number);
        break;
      case 'bytes':
        body.bytes(fieldValue as Uint8Array);
        break;
      case 'string':
        body.string(fieldValue as string);
        break;
    }
  });
  body.uint(0);
  return new GobWriter().bytes(body.raw()).raw();
}
