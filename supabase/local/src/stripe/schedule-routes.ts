import { invalid, missing } from './errors.ts';
import { int, list, metadata, obj, str, type FormObject } from './form.ts';
import { PRORATIONS, type PhaseInput, type Schedules } from './schedules.ts';
import { setSubscriptionStatus } from './subscription-states.ts';

// The API side of subscription schedules: the routes and their parameters in Stripe's wire format.

function phaseInputs(params: FormObject): PhaseInput[] | undefined {
  const raw = list(params, 'phases');
  if (raw === undefined) return undefined;
  return raw.map((value, i) => {
    const param = `phases[${i}]`;
    if (typeof value !== 'object' || Array.isArray(value)) throw invalid(param, 'Invalid object');
    const items = (list(value, 'items') ?? []).map((item, j) => {
      if (typeof item !== 'object' || Array.isArray(item))
        throw invalid(`${param}[items][${j}]`, 'Invalid object');
      const price = str(item, 'price');
      if (!price) throw missing(`${param}[items][${j}][price]`);
      const quantity = int(item, 'quantity') ?? 1;
      if (!Number.isInteger(quantity) || quantity < 1)
        throw invalid(`${param}[items][${j}][quantity]`, 'Invalid quantity');
      return { price, quantity };
    });
    const duration = obj(value, 'duration');
    const interval = duration ? str(duration, 'interval') : undefined;
    if (duration && !['day', 'week', 'month', 'year'].includes(interval ?? '')) {
      throw invalid(
        `${param}[duration][interval]`,
        'Invalid interval: must be one of day, week, month, or year',
      );
    }
    const count = duration ? (int(duration, 'interval_count') ?? 1) : 1;
    if (!Number.isInteger(count) || count < 1)
      throw invalid(`${param}[duration][interval_count]`, 'Invalid integer');
    const proration = str(value, 'proration_behavior');
    if (proration !== undefined && !(PRORATIONS as readonly string[]).includes(proration)) {
      throw invalid(
        `${param}[proration_behavior]`,
        `Invalid proration_behavior: must be one of ${PRORATIONS.join(', ')}`,
      );
    }
    const date = (name: 'start_date' | 'end_date') => {
      const v = int(value, name);
      if (v !== undefined && (!Number.isInteger(v) || v < 0))
        throw invalid(`${param}[${name}]`, `Invalid timestamp: ${name}`);
      return v;
    };
    return {
      start_date: date('start_date'),
      end_date: date('end_date'),
      ...(interval ? { duration: { interval, interval_count: count } } : {}),
      items,
      metadata: metadata(value),
      proration_behavior: proration as PhaseInput['proration_behavior'],
    };
  });
}

/** The schedule routes of the API; undefined when the path is not one of them. */
export async function scheduleRoute(
  schedules: Schedules,
  method: string,
  path: string,
  params: FormObject,
  pathId: (segment: string) => string,
): Promise<unknown> {
  let m: RegExpExecArray | null;
  if (path === '/v1/subscription_schedules' && method === 'POST') {
    const from = str(params, 'from_subscription');
    if (!from) {
      throw invalid('from_subscription', 'This emulator creates schedules from_subscription only.');
    }
    return await schedules.createFromSubscription(from);
  }
  if ((m = /^\/v1\/subscription_schedules\/([^/]+)$/.exec(path))) {
    const id = pathId(m[1]!);
    if (method === 'GET') return schedules.schedule(id);
    if (method === 'POST') {
      return await schedules.update(id, {
        phases: phaseInputs(params),
        end_behavior: str(params, 'end_behavior'),
        metadata: metadata(params),
      });
    }
  }
  if ((m = /^\/v1\/subscription_schedules\/([^/]+)\/release$/.exec(path)) && method === 'POST') {
    return await schedules.release(pathId(m[1]!));
  }
  if (
    (m = /^\/local\/subscriptions\/([^/]+)\/advance_to_period_end$/.exec(path)) &&
    method === 'POST'
  ) {
    return await schedules.advanceToPeriodEnd(pathId(m[1]!));
  }
  if ((m = /^\/local\/subscriptions\/([^/]+)\/status$/.exec(path)) && method === 'POST') {
    return await setSubscriptionStatus(schedules.engine, pathId(m[1]!), params);
  }
  return undefined;
}
