import { Engine } from './engine.ts';
import { invalid, missing, StripeApiError } from './errors.ts';
import { paidInvoice } from './invoices.ts';
import {
  addInterval,
  newId,
  now,
  type SchedulePhase,
  type Subscription,
  type SubscriptionSchedule,
} from './store.ts';

/*
 * Subscription schedules (Stripe's way to change a subscription at a future date without
 * prorating), in the subset the change-plan function uses: a schedule made from a subscription,
 * its phases replaced, released. Phase changes happen at period ends only; `advanceToPeriodEnd`
 * (the emulator's `POST /local/subscriptions/{id}/advance_to_period_end`, in place of Stripe's
 * test clocks) moves a subscription to its period end as if that time had come.
 */

export const PRORATIONS = ['create_prorations', 'none', 'always_invoice'] as const;

export interface PhaseInput {
  start_date?: number;
  end_date?: number;
  duration?: { interval: string; interval_count: number };
  items: { price: string; quantity: number }[];
  metadata?: Record<string, string>;
  proration_behavior?: SchedulePhase['proration_behavior'];
}

export class Schedules {
  constructor(readonly engine: Engine) {}

  private get state() {
    return this.engine.state;
  }

  schedule(id: string): SubscriptionSchedule {
    const s = this.state.subscriptionSchedules.get(id);
    if (!s)
      throw new StripeApiError(
        404,
        `No such subscription_schedule: '${id}'`,
        'resource_missing',
        'id',
      );
    return s;
  }

  async createFromSubscription(subscriptionId: string): Promise<SubscriptionSchedule> {
    const sub = this.engine.subscription(subscriptionId);
    if (sub.status === 'canceled') {
      throw invalid(
        'from_subscription',
        'You cannot create a schedule from a canceled subscription.',
      );
    }
    if (sub.schedule) {
      throw invalid(
        'from_subscription',
        `You cannot migrate a subscription that is already attached to a schedule: \`${sub.schedule}\`.`,
      );
    }
    const first = sub.items.data[0];
    if (!first) throw invalid('from_subscription', 'The subscription has no items.');
    const phase: SchedulePhase = {
      start_date: first.current_period_start,
      end_date: first.current_period_end,
      currency: sub.currency,
      items: sub.items.data.map((it) => ({
        price: it.price.id,
        quantity: it.quantity,
        metadata: {},
      })),
      metadata: {},
      proration_behavior: 'create_prorations',
    };
    const schedule: SubscriptionSchedule = {
      id: newId('sub_sched', 24),
      object: 'subscription_schedule',
      created: now(),
      customer: sub.customer,
      subscription: sub.id,
      status: 'active',
      end_behavior: sub.cancel_at_period_end ? 'cancel' : 'release',
      current_phase: { start_date: phase.start_date, end_date: phase.end_date },
      phases: [phase],
      metadata: {},
      released_at: null,
      released_subscription: null,
      canceled_at: null,
      completed_at: null,
      test_clock: null,
      livemode: false,
    };
    this.state.subscriptionSchedules.set(schedule.id, schedule);
    const previous = { schedule: null };
    sub.schedule = schedule.id;
    await this.engine.webhooks.emit('subscription_schedule.created', schedule);
    await this.engine.webhooks.emit('customer.subscription.updated', sub, previous);
    return schedule;
  }

  /** Replaces the phases; the current one must keep the subscription's prices and period end. */
  async update(
    id: string,
    changes: {
      phases?: PhaseInput[];
      end_behavior?: string;
      metadata?: Record<string, string>;
    },
  ): Promise<SubscriptionSchedule> {
    const schedule = this.liveSchedule(id);
    const sub = this.engine.subscription(schedule.subscription!);
    if (changes.end_behavior !== undefined) {
      if (changes.end_behavior !== 'release' && changes.end_behavior !== 'cancel') {
        throw invalid('end_behavior', 'This emulator supports end_behavior release or cancel.');
      }
      schedule.end_behavior = changes.end_behavior;
    }
    if (changes.metadata) schedule.metadata = { ...schedule.metadata, ...changes.metadata };
    if (changes.phases) schedule.phases = this.buildPhases(schedule, sub, changes.phases);
    await this.engine.webhooks.emit('subscription_schedule.updated', schedule);
    return schedule;
  }

  private buildPhases(
    schedule: SubscriptionSchedule,
    sub: Subscription,
    inputs: PhaseInput[],
  ): SchedulePhase[] {
    if (inputs.length === 0) throw missing('phases');
    const current = schedule.current_phase!;
    const phases: SchedulePhase[] = [];
    let start = current.start_date;
    for (const [i, input] of inputs.entries()) {
      const param = `phases[${i}]`;
      if (i === 0 && input.start_date !== undefined && input.start_date !== current.start_date) {
        throw invalid(
          `${param}[start_date]`,
          'You can not modify the start date of the current phase.',
        );
      }
      if (i > 0 && input.start_date !== undefined && input.start_date !== start) {
        throw invalid(`${param}[start_date]`, 'A phase must start when the one before it ends.');
      }
      if (input.items.length === 0) throw missing(`${param}[items]`);
      const prices = input.items.map((it, j) => {
        const price = this.engine.price(it.price, `${param}[items][${j}][price]`);
        if (!price.recurring || price.currency !== sub.currency) {
          throw invalid(
            `${param}[items][${j}][price]`,
            'Phase prices must be recurring and in the subscription currency.',
          );
        }
        return price;
      });
      if (input.end_date !== undefined && input.duration) {
        throw invalid(`${param}[duration]`, 'If `end_date` is set, `duration` must not be set.');
      }
      const first = prices[0]!.recurring!;
      const end =
        input.end_date ??
        (input.duration
          ? addInterval(start, input.duration.interval, input.duration.interval_count)
          : addInterval(start, first.interval, first.interval_count));
      if (end <= start) throw invalid(`${param}[end_date]`, 'A phase must end after it starts.');
      phases.push({
        start_date: start,
        end_date: end,
        currency: sub.currency,
        items: input.items.map((it) => ({ price: it.price, quantity: it.quantity, metadata: {} })),
        metadata: input.metadata ?? {},
        proration_behavior: input.proration_behavior ?? 'create_prorations',
      });
      start = end;
    }
    const now0 = phases[0]!;
    const sameItems =
      now0.items.length === sub.items.data.length &&
      now0.items.every((it, j) => it.price === sub.items.data[j]?.price.id);
    if (!sameItems || now0.end_date !== current.end_date) {
      throw invalid(
        'phases[0]',
        'This emulator changes subscriptions at period ends only: the current phase must keep the subscription’s prices and end date.',
      );
    }
    return phases;
  }

  private liveSchedule(id: string): SubscriptionSchedule {
    const schedule = this.schedule(id);
    if (schedule.status !== 'active' && schedule.status !== 'not_started') {
      throw new StripeApiError(
        400,
        `You cannot update a subscription schedule that is currently in the \`${schedule.status}\` status. It must be in one of the following statuses: \`not_started\`, \`active\`.`,
        'subscription_schedule_invalid_status',
      );
    }
    return schedule;
  }

  /** Detaches the schedule; the subscription carries on as it is now. */
  async release(id: string): Promise<SubscriptionSchedule> {
    const schedule = this.liveSchedule(id);
    const subId = schedule.subscription;
    schedule.status = 'released';
    schedule.released_at = now();
    schedule.released_subscription = subId;
    schedule.subscription = null;
    schedule.current_phase = null;
    await this.engine.webhooks.emit('subscription_schedule.released', schedule);
    const sub = subId ? this.state.subscriptions.get(subId) : undefined;
    if (sub) {
      sub.schedule = null;
      await this.engine.webhooks.emit('customer.subscription.updated', sub, { schedule: id });
    }
    return schedule;
  }

  /**
   * The end of the current period, now: a phase starting then takes over (prices and metadata),
   * a schedule whose last phase ends then is released (or cancels the subscription), a plain
   * subscription renews; each period paid by an invoice, as Stripe's events tell it.
   */
  async advanceToPeriodEnd(subscriptionId: string): Promise<Subscription> {
    const sub = this.engine.subscription(subscriptionId);
    if (sub.status === 'canceled') {
      throw new StripeApiError(400, 'This subscription is canceled; it has no next period.');
    }
    const boundary = sub.items.data[0]!.current_period_end;
    const periodStart = sub.items.data[0]!.current_period_start;
    const schedule = sub.schedule ? this.state.subscriptionSchedules.get(sub.schedule) : undefined;
    if (
      sub.cancel_at_period_end ||
      (schedule?.end_behavior === 'cancel' && isLastPhaseEnd(schedule, boundary))
    ) {
      if (schedule) await this.complete(schedule, 'completed');
      return await this.engine.cancelSubscription(sub.id);
    }
    const previous: Record<string, unknown> = {
      items: structuredClone(sub.items),
      metadata: { ...sub.metadata },
    };
    const next = schedule?.phases.find((p) => p.start_date === boundary);
    if (schedule && next) {
      for (const [j, item] of sub.items.data.entries()) {
        const phaseItem = next.items[j] ?? next.items[0]!;
        item.price = this.engine.price(phaseItem.price);
        item.quantity = phaseItem.quantity;
      }
      sub.metadata = { ...sub.metadata, ...next.metadata };
      schedule.current_phase = { start_date: next.start_date, end_date: next.end_date };
    } else if (schedule && isLastPhaseEnd(schedule, boundary)) {
      await this.complete(schedule, 'released');
      sub.schedule = null;
      previous.schedule = schedule.id;
    }
    for (const item of sub.items.data) {
      const recurring = item.price.recurring!;
      item.current_period_start = boundary;
      item.current_period_end = addInterval(boundary, recurring.interval, recurring.interval_count);
    }
    const invoice = paidInvoice(
      this.state,
      { ...sub, items: sub.items.data },
      'subscription_cycle',
      boundary,
      { start: periodStart, end: boundary },
    );
    sub.latest_invoice = invoice.id;
    await this.engine.webhooks.emit('customer.subscription.updated', sub, previous);
    await this.engine.webhooks.emit('invoice.paid', invoice);
    return sub;
  }

  /** The schedule's end at its last phase, announced as Stripe does. */
  private async complete(
    schedule: SubscriptionSchedule,
    status: 'completed' | 'released',
  ): Promise<void> {
    const at = now();
    schedule.status = status;
    schedule.current_phase = null;
    if (status === 'released') {
      schedule.released_at = at;
      schedule.released_subscription = schedule.subscription;
      schedule.subscription = null;
    } else schedule.completed_at = at;
    await this.engine.webhooks.emit(`subscription_schedule.${status}`, schedule);
  }
}

function isLastPhaseEnd(schedule: SubscriptionSchedule, at: number): boolean {
  return schedule.phases.at(-1)?.end_date === at;
}
