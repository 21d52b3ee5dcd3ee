import type { Contact, ContactList } from '@cardshop/shared/contracts/address-book';
import { contactName } from '@cardshop/shared/rules/names';
import { useEffect, useId, useRef, useState } from 'react';
import { api } from '../lib/api.ts';
import { useT } from '../lib/i18n/use-t.tsx';

// Picking a contact from the signed-in account's address book (decision record 30), where a card's
// recipient is entered: a search field that asks `GET /api/account/addresses` as one types (the first
// contacts by name before anything is typed), and the matches as a list of buttons.

const PAGE = 8;

export function ContactPicker({
  labelKey,
  hintKey,
  noneKey,
  onPick,
}: {
  labelKey: string;
  hintKey: string;
  noneKey: string;
  onPick: (contact: Contact) => void;
}) {
  const t = useT();
  const id = useId();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [results, setResults] = useState<Contact[] | null>(null);
  const asked = useRef(0);

  useEffect(() => {
    if (!open) return;
    const ask = ++asked.current;
    const timer = window.setTimeout(() => {
      const params = new URLSearchParams({ maxResults: String(PAGE), query: query.trim() });
      api<ContactList>(`/api/account/addresses?${params}`).then(
        (list) => {
          if (ask === asked.current) setResults(list.results);
        },
        () => {
          if (ask === asked.current) setResults([]);
        },
      );
    }, 200);
    return () => window.clearTimeout(timer);
  }, [open, query]);

  return (
    <div className="min-w-0">
      <label htmlFor={`${id}-search`} className="mb-1.5 block text-sm font-medium text-ink">
        {t(labelKey)}
      </label>
      <input
        id={`${id}-search`}
        type="search"
        autoComplete="off"
        value={query}
        aria-describedby={`${id}-hint`}
        aria-controls={`${id}-results`}
        onFocus={() => setOpen(true)}
        onChange={(event) => {
          setOpen(true);
          setQuery(event.target.value);
        }}
        className="h-12 w-full rounded-lg border border-line bg-white px-3 text-base focus:border-accent"
      />
      <p id={`${id}-hint`} className="mt-1.5 text-sm text-ink-soft">
        {t(hintKey)}
      </p>
      <div id={`${id}-results`} aria-live="polite">
        {open && results !== null ? (
          results.length === 0 ? (
            <p className="mt-2 text-sm text-ink-soft">{t(noneKey)}</p>
          ) : (
            <ul className="mt-2 divide-y divide-line rounded-lg border border-line bg-white">
              {results.map((contact) => (
                <li key={contact.id}>
                  <button
                    type="button"
                    className="flex min-h-11 w-full cursor-pointer flex-col items-start px-3 py-2 text-left hover:bg-sand"
                    onClick={() => {
                      onPick(contact);
                      setOpen(false);
                      setQuery('');
                    }}
                  >
                    <span className="font-medium text-ink">{contactName(contact)}</span>
                    <span className="text-sm text-ink-soft">
                      {[contact.address, contact.locality, contact.adminAreaLevel1, contact.postcode]
                        .filter(Boolean)
                        .join(', ')}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )
        ) : null}
      </div>
    </div>
  );
}
