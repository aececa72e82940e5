import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * The field nobody sees or reaches (out of view, the tab order and the accessibility tree): a form-filling
 * robot fills it in, and the server refuses the join (decision 068).
 */
export function HoneypotField({ registration }: { registration: UseFormRegisterReturn }) {
  return (
    <div className="visually-hidden" aria-hidden="true">
      <label>
        Site
        <input type="text" tabIndex={-1} autoComplete="off" {...registration} />
      </label>
    </div>
  );
}
