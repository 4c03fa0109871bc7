import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { envelopeSchema, type DocumentedRoute } from './operation-contract.ts';

/** An answer that the document does not describe. */
export interface ContractViolation {
  method: string;
  url: string;
  statusCode: number;
  /** What did not match, in ajv's words (instance path and message). */
  errors: string[];
  /** The start of the answer, for the failure message. */
  body: string;
}

const ajv = new Ajv2020({ allErrors: true, strict: false });
addFormats.default(ajv);
const validators = new WeakMap<DocumentedRoute, ValidateFunction>();

function validatorOf(documented: DocumentedRoute): ValidateFunction {
  let validate = validators.get(documented);
  if (!validate) {
    validate = ajv.compile(envelopeSchema(documented));
    validators.set(documented, validate);
  }
  return validate;
}

/** The errors of the branch that came closest: the success branch for errCode 0, else the failure branch. */
function explain(validate: ValidateFunction, answer: unknown): string[] {
  const success = (answer as { errCode?: unknown } | null)?.errCode === 0;
  const branch = `#/oneOf/${success ? 0 : 1}/`;
  const errors = validate.errors ?? [];
  const relevant = errors.filter((error) => error.schemaPath.startsWith(branch));
  return (relevant.length > 0 ? relevant : errors).map(
    (error) =>
      `${error.instancePath || '/'} ${error.message ?? ''}${error.params && 'additionalProperty' in error.params ? `: ${String(error.params.additionalProperty)}` : ''}`,
  );
}

function check(request: FastifyRequest, statusCode: number, payload: string): ContractViolation | undefined {
  const documented = request.routeOptions.config.openapi;
  if (!documented) return undefined;
  const violation = (errors: string[]) => ({
    method: request.method,
    url: request.url,
    statusCode,
    errors,
    body: payload.slice(0, 500),
  });
  if (statusCode !== 200) return violation([`HTTP ${statusCode}, not 200`]);
  let answer: unknown;
  try {
    answer = JSON.parse(payload);
  } catch {
    return violation(['not JSON']);
  }
  const validate = validatorOf(documented);
  return validate(answer) ? undefined : violation(explain(validate, answer));
}

/**
 * Checks every answer of a documented route against the operation's envelope schema, the very one the document
 * serves, and reports each mismatch. The answer itself goes out unchanged: the check must never alter the wire.
 */
export function checkResponses(app: FastifyInstance, onViolation: (violation: ContractViolation) => void): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method === 'OPTIONS' || typeof payload !== 'string') return payload;
    const violation = check(request, reply.statusCode, payload);
    if (violation) onViolation(violation);
    return payload;
  });
}
