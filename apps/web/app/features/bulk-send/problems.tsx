import type { Translate } from '../../lib/i18n/use-t.tsx';

/** A recipient's problem code worded: `field:company` names the field. */
export function problemText(t: Translate, problem: string): string {
  if (problem.startsWith('field:')) return t('campaigns.problem.field', { field: problem.slice(6) });
  return t(`campaigns.problem.${problem}`);
}

/** The problems of a recipient's card, as a list the review shows beside the card. */
export function ProblemList({ problems, t }: { problems: readonly string[]; t: Translate }) {
  if (problems.length === 0) return null;
  return (
    <ul className="mt-2 list-disc pl-5 text-sm text-danger">
      {problems.map((problem) => (
        <li key={problem}>{problemText(t, problem)}</li>
      ))}
    </ul>
  );
}
