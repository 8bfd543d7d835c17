/**
 * What the model specs of the forms share: the events a visitor and the backend send, and the
 * facts that decide a form's next step when it has a honeypot field and a notice.
 */

/** A CHANGE event for every value, field by field, in the order given. */
export const typing = <TField extends string>(values: Record<TField, readonly string[]>) =>
  (Object.entries(values) as Array<[TField, readonly string[]]>).flatMap(([field, typed]) =>
    typed.map((value) => ({ type: 'CHANGE' as const, field, value })),
  );

/**
 * The call `id` answering each of `outputs`, then throwing `error`: the done and error events
 * the harness turns into the controlled actor's settling.
 */
export const callEnds = (id: string, outputs: readonly unknown[], error: unknown) => [
  ...outputs.map((output) => ({ type: `xstate.done.actor.${id}` as const, output })),
  { type: `xstate.error.actor.${id}` as const, error },
];

/** What a form-filling bot types into the hidden honeypot field. */
export const BOT_FILL = 'http://spam.example';

/** A bot filling the honeypot field, which people never see. */
export const botFillsHoneypot = { type: 'CHANGE_HONEYPOT' as const, value: BOT_FILL };

/**
 * Whether the honeypot was filled (the call then carries it) and which notice is up (the next
 * step may drop it): facts of every honeypot form's vertex, besides its own fields.
 */
export const honeypotFormFacts = ({
  context,
}: {
  context: { honeypot: string; notice: { title: string } | null };
}) => ({
  bot: context.honeypot !== '',
  notice: context.notice?.title ?? null,
});
