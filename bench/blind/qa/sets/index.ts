// The sets: "first" (scored once, at the start), "unseen", "third", "fourth" and "fifth"
// (kept for the end).
import type { StatementFile } from '../lib/model';
import type { Question } from '../lib/questions';
import { fifthFiles } from './fifth-files';
import { fifthQuestions } from './fifth-words';
import { firstFiles } from './first-files';
import { firstQuestions } from './first-words';
import { fourthFiles } from './fourth-files';
import { fourthQuestions } from './fourth-words';
import { thirdFiles } from './third-files';
import { thirdQuestions } from './third-words';
import { unseenFiles } from './unseen-files';
import { unseenQuestions } from './unseen-words';

export interface QaSet {
  name: string;
  seed: number;
  files: StatementFile[];
  questions: Question[];
}

export type SetName = 'first' | 'unseen' | 'third' | 'fourth' | 'fifth';
/** Sets run once, at the end of the work only (the runner wants --final). */
export const KEPT_FOR_THE_END: readonly SetName[] = ['unseen', 'third', 'fourth', 'fifth'];

export function loadSet(name: SetName): QaSet {
  if (name === 'first') {
    const files = firstFiles(20261207);
    return { name, seed: 20261207, files, questions: firstQuestions(files) };
  }
  if (name === 'fifth') {
    const files = fifthFiles(57721);
    return { name, seed: 57721, files, questions: fifthQuestions(files) };
  }
  if (name === 'fourth') {
    const files = fourthFiles(16180);
    return { name, seed: 16180, files, questions: fourthQuestions(files) };
  }
  if (name === 'third') {
    const files = thirdFiles(27182);
    return { name, seed: 27182, files, questions: thirdQuestions(files) };
  }
  const files = unseenFiles(31415);
  return { name, seed: 31415, files, questions: unseenQuestions(files) };
}
