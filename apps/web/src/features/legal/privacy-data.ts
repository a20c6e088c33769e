import { SESSION_TTL_MS } from '@sheetwise/contracts';
import { publicConfig } from '../../lib/public-config';
import { BACKUP_DELETION_DAYS, DATA_DELETION_DAYS, MINIMUM_AGE_YEARS } from '@sheetwise/contracts';
import type { LegalSection } from './legal-types';

const sessionHours = SESSION_TTL_MS / 3_600_000;

export const PRIVACY_SUMMARY =
  'This policy explains what Sheetwise collects, why, how long we keep it and the choices you have. We collect only what we need to run the product, and we never sell your data.';

export const PRIVACY_SECTIONS: readonly LegalSection[] = [
  {
    id: 'collect',
    title: 'What we collect',
    blocks: [
      [
        'Account details: your name, e-mail address and a hash of your password. If you sign in with Google, we receive your name, e-mail address and Google account identifier.',
        'Uploaded statements: the files you upload and the transactions we read from them.',
        'Chats: the questions you ask the Banking Assistant and the answers it gives.',
        'Payment records: your plan, the amount, the plan dates and the Razorpay payment and order identifiers. Card details are entered with Razorpay; we never see or store card numbers.',
        'Technical data: your session, your sign-in time, and server logs (including IP addresses) that we keep to protect the Service.',
      ],
    ],
  },
  {
    id: 'use',
    title: 'How we use it',
    blocks: [
      [
        'to create your account and keep you signed in;',
        'to read your statements and answer your questions about them;',
        'to process payments and manage your plan;',
        'to answer support requests and tell you about changes to the Service or its fees;',
        'to detect abuse and keep the Service secure.',
      ],
      'We do not sell your data and we do not use it for advertising.',
    ],
  },
  {
    id: 'sharing',
    title: 'Who we share it with',
    blocks: [
      'Razorpay processes payments, and Google handles sign-in when you choose it. When a language-model provider is enabled for the Banking Assistant, your question and the figures needed to answer it are sent to that provider to phrase the reply. We share data with authorities only when the law requires it.',
    ],
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    blocks: [
      `We keep your data while your account is open. When you close your account, we delete your data within ${DATA_DELETION_DAYS} days, and copies in our backups within ${BACKUP_DELETION_DAYS} days. Records the law requires us to keep, such as payment records for tax purposes, are kept only as long as it requires.`,
    ],
  },
  {
    id: 'security',
    title: 'How we protect it',
    blocks: [
      [
        'Passwords are hashed with argon2id; we never store them in readable form.',
        `Your session lives in an httpOnly cookie that page scripts cannot read, and it expires ${sessionHours} hours after you sign in.`,
        'Every request that changes data carries a CSRF token, and traffic is encrypted in transit.',
        'Your statements and chats are visible to your account alone.',
      ],
    ],
  },
  {
    id: 'rights',
    title: 'Your rights',
    blocks: [
      'You can see and correct your name, e-mail address and password in Settings, see your recent sign-in activity there, and delete your account there at any time (our Terms say what deletion removes and which payment records are kept). You can also ask us for a copy of your data, ask us to delete it, or object to how we use it. Write to us and we will respond promptly.',
    ],
  },
  {
    id: 'children',
    title: 'Children',
    blocks: [
      `Sheetwise is not for anyone under ${MINIMUM_AGE_YEARS}. If you believe a child has given us data, contact us and we will delete it.`,
    ],
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    blocks: [
      'If we change how we handle your data, we will update this page and tell you by e-mail or in the app before the change takes effect.',
    ],
  },
  {
    id: 'contact',
    title: 'Contact',
    blocks: [`Questions or requests about your data: write to ${publicConfig.supportEmail}.`],
  },
];
