import { PAID_PERIOD_DAYS, TRIAL_DAYS } from '@sheetwise/contracts';
import {
  BACKUP_DELETION_DAYS,
  DATA_DELETION_DAYS,
  DELETE_ACCOUNT_CONFIRMATION,
  RECENT_LOGIN_MS,
  FEE_CHANGE_NOTICE_DAYS,
  LIABILITY_CAP_INR,
  LIABILITY_LOOKBACK_MONTHS,
  MINIMUM_AGE_YEARS,
} from '@sheetwise/contracts';
import type { LegalSection } from './legal-types';

const liabilityCap = `INR ${LIABILITY_CAP_INR.toLocaleString('en-IN')}`;

export const TERMS_SUMMARY =
  'These terms are the agreement between you and Sheetwise when you use our website and web app. Please read them: by creating an account you accept them.';

export const TERMS_SECTIONS: readonly LegalSection[] = [
  {
    id: 'agreement',
    title: 'Agreement',
    blocks: [
      'These Terms of Service govern your access to and use of Sheetwise, including the website, the web app and any related support ("the Service"). If you use the Service on behalf of an organisation, you accept these terms for that organisation too.',
    ],
  },
  {
    id: 'eligibility',
    title: 'Eligibility',
    blocks: [
      `You must be ${MINIMUM_AGE_YEARS} years of age or older to create an account or use the Service. By creating an account you confirm that you are at least ${MINIMUM_AGE_YEARS}.`,
    ],
  },
  {
    id: 'accounts',
    title: 'Your account',
    blocks: [
      'You may register with an e-mail address and password or with a Google account. You agree to:',
      [
        'give accurate information and keep it up to date;',
        'keep your password secret and not share your account;',
        'tell us promptly if you believe someone else has used your account.',
      ],
      'You are responsible for everything that happens under your account.',
    ],
  },
  {
    id: 'service',
    title: 'The Service',
    blocks: [
      'Sheetwise lets you upload bank statements (PDF, CSV, XLS or XLSX) and ask the Banking Assistant questions about them, and presents spreadsheet synchronisation between Google Sheets and Excel files. Features shown with sample data or marked as coming soon are previews and are not yet part of the Service.',
      'The Banking Assistant computes its answers from the statements you upload. It does not give financial, tax or legal advice; check important figures against your bank before you rely on them.',
    ],
  },
  {
    id: 'billing',
    title: 'Free trial, plans and fees',
    blocks: [
      `New accounts start with a ${TRIAL_DAYS}-day free trial. Paid plans are billed in advance for ${PAID_PERIOD_DAYS}-day periods at the price shown when you buy. Payments are processed by Razorpay under its own terms.`,
      `We may change our fees. We will give you at least ${FEE_CHANGE_NOTICE_DAYS} days' notice by e-mail before a change takes effect, and the new fee applies from your next billing period. Fees already paid are not refundable except where the law requires.`,
    ],
  },
  {
    id: 'content',
    title: 'Your content',
    blocks: [
      'You keep all rights to the files you upload and the messages you write. You give us permission to store and process them only as needed to run the Service for you. You confirm that you have the right to upload every file you upload.',
    ],
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    blocks: [
      'You agree not to:',
      [
        'upload statements that are not yours or that you have no permission to use;',
        'probe, scan or test the Service for vulnerabilities without our written permission;',
        'overload, disrupt or try to gain unauthorised access to the Service or other accounts;',
        'resell the Service or use it to build a competing product.',
      ],
    ],
  },
  {
    id: 'termination',
    title: 'Cancellation and account closure',
    blocks: [
      'You can cancel your plan at any time; it stays active until the end of the period you paid for. We may suspend or close accounts that break these terms, and will tell you why unless the law forbids it.',
      `When an account is closed, we delete its data within ${DATA_DELETION_DAYS} days. Copies in our backups are deleted within ${BACKUP_DELETION_DAYS} days.`,
      `You can delete your account yourself at any time under Settings, with your password (or, for an account made with Google, a sign-in less than ${RECENT_LOGIN_MS / 60_000} minutes old) and by typing ${DELETE_ACCOUNT_CONFIRMATION}. Deletion takes effect at once and cannot be undone (copies in our backups are deleted within ${BACKUP_DELETION_DAYS} days). It removes:`,
      [
        'your profile: your name, e-mail address, password and Google sign-in;',
        'the statements you uploaded, their files and the transactions read from them;',
        'your chats with the Banking Assistant and your sheets;',
        'your sign-in activity and every session, so that every browser is signed out.',
      ],
      'We keep the records of payments you made: the plan, the amount, the currency, the dates and the payment and order references of our payment provider. They no longer carry your name or e-mail address, or any link to you. We keep them because accounting and tax law require businesses to keep records of their sales, and only for as long as the law requires. Razorpay keeps its own records of your payments under its own terms.',
    ],
  },
  {
    id: 'disclaimer',
    title: 'Disclaimer',
    blocks: [
      'We work hard to keep the Service accurate and available, but it is provided "as is" and "as available". To the extent the law allows, we make no other promises about it, including that it will be uninterrupted or error-free.',
    ],
  },
  {
    id: 'liability',
    title: 'Limitation of liability',
    blocks: [
      `To the extent the law allows, our total liability for any claim arising from the Service is limited to ${liabilityCap} or the fees you paid us in the ${LIABILITY_LOOKBACK_MONTHS} months before the claim, whichever is greater. We are not liable for indirect or consequential losses such as lost profits or lost data.`,
    ],
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    blocks: [
      'We may update these terms as the Service changes. When a change matters, we will tell you by e-mail or in the app before it takes effect. The date at the top of this page shows the latest version.',
    ],
  },
  {
    id: 'law',
    title: 'Governing law',
    blocks: [
      'These terms are governed by the laws of India, and the courts of India have jurisdiction over any dispute about them.',
    ],
  },
];
