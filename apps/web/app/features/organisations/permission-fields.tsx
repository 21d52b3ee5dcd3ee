import { MANAGEMENT_PERMISSIONS, USAGE_PERMISSIONS } from '@cardshop/shared/constants';
import { useT } from '../../lib/i18n/use-t.tsx';

const CHECK = 'inline-flex min-h-11 items-center gap-3 text-ink';
const GROUP_TITLE = 'mb-1 text-sm font-semibold text-ink-soft';

/** The names of the permissions granted, in the order the forms list them. */
export function grantedPermissions(flags: Record<string, boolean>): string[] {
  return [...MANAGEMENT_PERMISSIONS, ...USAGE_PERMISSIONS].filter((permission) => flags[permission] === true);
}

/** The permissions granted, worded, or 'No permissions'. */
export function PermissionSummary({ flags }: { flags: Record<string, boolean> }) {
  const t = useT();
  const granted = grantedPermissions(flags);
  return (
    <span>
      {granted.length === 0
        ? t('organisations.permissions.none')
        : granted.map((permission) => t(`organisations.permission.${permission}`)).join(', ')}
    </span>
  );
}

/**
 * The permission checkboxes of a form (each named `permission`), in two groups: managing the organisation
 * and sending cards. Its legend names whose permissions they are; an error shows under them.
 */
export function PermissionFields({
  legend,
  ticked,
  error,
  idPrefix,
}: {
  legend: string;
  ticked: readonly string[];
  /** The message key of the permissions' error (the last-manager rule), if any. */
  error?: string;
  idPrefix: string;
}) {
  const t = useT();
  const groups = [
    { title: 'organisations.permissions.management', names: MANAGEMENT_PERMISSIONS },
    { title: 'organisations.permissions.usage', names: USAGE_PERMISSIONS },
  ];
  return (
    <fieldset aria-describedby={error ? `${idPrefix}-error` : undefined}>
      <legend className="mb-2 font-medium text-ink">{legend}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        {groups.map((group) => (
          <div key={group.title}>
            <p className={GROUP_TITLE}>{t(group.title)}</p>
            <ul className="grid gap-0.5">
              {group.names.map((permission) => (
                <li key={permission}>
                  <label className={CHECK}>
                    <input
                      type="checkbox"
                      name="permission"
                      value={permission}
                      defaultChecked={ticked.includes(permission)}
                      className="size-5"
                    />
                    {t(`organisations.permission.${permission}`)}
                  </label>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      {error ? (
        <p id={`${idPrefix}-error`} className="mt-1.5 text-sm text-danger">
          {t(error)}
        </p>
      ) : null}
    </fieldset>
  );
}
