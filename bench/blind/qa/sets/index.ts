// The two sets: "first" (scored once, at the start) and "unseen" (kept for the end).
import type { StatementFile } from '../lib/model';
import type { Question } from '../lib/questions';
import { firstFiles } from './first-files';
import { firstQuestions } from './first-words';
import { unseenFiles } from './unseen-files';
import { unseenQuestions } from './unseen-words';

export interface QaSet {
  name: string;
  seed: number;
  files: StatementFile[];
  questions: Question[];
}

export function loadSet(name: 'first' | 'unseen'): QaSet {
  if (name === 'first') {
    const files = firstFiles(20261207);
    return { name, seed: 20261207, files, questions: firstQuestions(files) };
  }
  const files = unseenFiles(31415);
  return { name, seed: 31415, files, questions: unseenQuestions(files) };
}
