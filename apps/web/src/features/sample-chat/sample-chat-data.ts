export interface SampleMessage {
  role: 'user' | 'assistant';
  message: string;
  time: string;
}

export const SAMPLE_DOCUMENT = 'statement-march-2024.pdf';

/** A hard-coded conversation about a bank statement, for the /rescent-project mock. */
export const SAMPLE_CONVERSATION: readonly SampleMessage[] = [
  {
    role: 'assistant',
    message: `I have read ${SAMPLE_DOCUMENT}: 42 transactions from 1 to 31 March 2024. What would you like to know?`,
    time: '09:12',
  },
  { role: 'user', message: 'How much did I spend on groceries in March?', time: '09:13' },
  {
    role: 'assistant',
    message:
      'You spent $412.37 on groceries across 9 transactions. The largest was $86.20 at FreshMart on 16 March.',
    time: '09:13',
  },
  { role: 'user', message: 'What was my closing balance?', time: '09:14' },
  {
    role: 'assistant',
    message:
      'Your closing balance on 31 March 2024 was $3,218.45, up $540.10 from the opening balance of $2,678.35.',
    time: '09:14',
  },
  { role: 'user', message: 'Do I have any recurring payments?', time: '09:15' },
  {
    role: 'assistant',
    message: 'Three: Rent $1,250.00 and City Gym $39.00 on the 1st, and Netflix $15.49 on the 4th.',
    time: '09:15',
  },
];
