import { describe, expect, it } from 'vitest';
import {
  audioFileType,
  CANCEL_DISTANCE,
  chooseAudioType,
  judgeRecording,
  MAX_RECORDING_MS,
  MIN_RECORDING_MS,
  slidAway,
} from './voice-rules';

describe('judgeRecording', () => {
  it('rejects a recording shorter than a second', () => {
    expect(judgeRecording(0)).toEqual({ kind: 'too-short' });
    expect(judgeRecording(MIN_RECORDING_MS - 1)).toEqual({ kind: 'too-short' });
    expect(judgeRecording(Number.NaN)).toEqual({ kind: 'too-short' });
  });

  it('sends a second or more, rounded to whole seconds', () => {
    expect(judgeRecording(MIN_RECORDING_MS)).toEqual({ kind: 'send', seconds: 1 });
    expect(judgeRecording(1499)).toEqual({ kind: 'send', seconds: 1 });
    expect(judgeRecording(1500)).toEqual({ kind: 'send', seconds: 2 });
    expect(judgeRecording(12_300)).toEqual({ kind: 'send', seconds: 12 });
  });

  it('never says more than the longest recording', () => {
    expect(judgeRecording(MAX_RECORDING_MS + 900)).toEqual({ kind: 'send', seconds: 60 });
  });
});

describe('chooseAudioType', () => {
  it('prefers Opus in WebM', () => {
    expect(chooseAudioType(() => true)).toBe('audio/webm;codecs=opus');
  });

  it('takes MP4 where only that is recorded (Safari)', () => {
    expect(chooseAudioType((type) => type === 'audio/mp4')).toBe('audio/mp4');
  });

  it("leaves the choice to the browser when it supports none of the app's types", () => {
    expect(chooseAudioType(() => false)).toBe('');
  });
});

describe('audioFileType', () => {
  it('drops codec parameters and names the extension', () => {
    expect(audioFileType('audio/webm;codecs=opus')).toEqual({ type: 'audio/webm', extension: 'webm' });
    expect(audioFileType('audio/mp4; codecs="mp4a.40.2"')).toEqual({ type: 'audio/mp4', extension: 'm4a' });
    expect(audioFileType('audio/ogg;codecs=opus')).toEqual({ type: 'audio/ogg', extension: 'ogg' });
  });

  it('falls back to WebM when the recorder names no type', () => {
    expect(audioFileType('')).toEqual({ type: 'audio/webm', extension: 'webm' });
  });
});

describe('slidAway', () => {
  const box = { left: 100, top: 500, right: 140, bottom: 540 };

  it('keeps the recording while the pointer stays on or near the button', () => {
    expect(slidAway(box, 120, 520)).toBe(false);
    expect(slidAway(box, 100 - CANCEL_DISTANCE, 500 - CANCEL_DISTANCE)).toBe(false);
  });

  it('cancels once the pointer has slid well away in any direction', () => {
    expect(slidAway(box, 120, 500 - CANCEL_DISTANCE - 1)).toBe(true);
    expect(slidAway(box, 140 + CANCEL_DISTANCE + 1, 520)).toBe(true);
    expect(slidAway(box, 100 - CANCEL_DISTANCE - 1, 520)).toBe(true);
    expect(slidAway(box, 120, 540 + CANCEL_DISTANCE + 1)).toBe(true);
  });
});
