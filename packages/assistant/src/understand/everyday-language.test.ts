import { describe, expect, it } from 'vitest';
import { sampleStatement } from '../test-support/sample';
import { viewOf } from '../statement/view';
import { fromHinglish } from './hinglish';
import { prepare } from './text';
import { correctTypos } from './typos';

const view = viewOf(sampleStatement());
const corrected = (question: string) => correctTypos(prepare(question), question, view);

describe('typos', () => {
  it('restores a dropped, doubled or swapped letter', () => {
    expect(corrected('how much did i spnd').text).toBe(' how much did i spend ');
    expect(corrected('what did i recieve').text).toBe(' what did i receive ');
    expect(corrected('total spendd').text).toBe(' total spend ');
  });

  it('leaves short words one letter from another word alone: they may be words of their own', () => {
    expect(corrected('what is my savings rate').corrections).toEqual([]);
  });

  it('leaves merchants we know by name, and words the statement mentions, as typed', () => {
    expect(corrected('how much on netflix').corrections).toEqual([]);
    expect(corrected('how much on swiggy').corrections).toEqual([]);
  });

  it('reads a merchant of the statement misspelt, naming it', () => {
    expect(corrected('how much on swigy').corrections).toEqual([
      { from: 'swigy', to: 'swiggy', merchant: 'Swiggy' },
    ]);
  });
});

describe('Hinglish', () => {
  it('puts Hinglish questions into the English the steps read', () => {
    expect(fromHinglish(prepare('kitna paisa khana order karne mein gaya'))).toBe(
      ' how much money food delivery in went ',
    );
    expect(fromHinglish(prepare('pichhle mahine sabse zyada kharcha kahan'))).toBe(
      ' last month most spent where ',
    );
  });

  it('leaves English alone, even where its words are Hinglish ones too', () => {
    const english = ' show me the transactions ';
    expect(fromHinglish(english)).toBe(english);
  });
});
