// Round five #1: a polluted Object.prototype once lent every REST answer the headers an attacker
// named, because textAnswer copied the header record with for…in (inherited names included).
import { describe, expect, it } from 'vitest';
import { answerHeader, setAnswerHeaders, textAnswer } from './textAnswer.js';

describe('an answer held as data', () => {
  it('copies only the own header names of the record it is given, and reads only its own', () => {
    const inherited = Object.create({ 'x-polluted': 'yes', 'set-cookie': 'li_at=stolen' }) as Record<string, string>;
    inherited['content-type'] = 'application/json';
    const answer = textAnswer('{}', 200, inherited);
    expect(answer.headers).toEqual({ 'content-type': 'application/json' });
    setAnswerHeaders(answer, inherited);
    expect(Object.keys(answer.headers)).toEqual(['content-type']);
    expect(answerHeader(answer, 'constructor')).toBeNull();
    expect(answerHeader(answer, 'x-polluted')).toBeNull();
  });
});
