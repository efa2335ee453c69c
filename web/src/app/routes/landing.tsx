import { Link } from 'react-router-dom';
import { ArrowRight, BellRing, BrainCircuit, CreditCard, HeartHandshake, LineChart, Lock, PhoneCall, ShieldCheck, Sparkles, Users } from 'lucide-react';
import { useDocumentTitle } from '@/components/document-title';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

const features = [
  {
    icon: PhoneCall,
    title: 'A daily check-in call',
    text: 'At the time you choose, Steady calls and asks a few gentle questions about your day. Just talk. The conversation becomes a journal entry, so there is nothing to write.',
  },
  {
    icon: BrainCircuit,
    title: 'Insights that notice patterns',
    text: 'Each entry is read for mood, sentiment and recurring themes. Weekly analyses and monthly reports show what helps, what gets in the way, and how far you have come.',
  },
  {
    icon: Users,
    title: 'Your care team, on your terms',
    text: 'Invite a coach, therapist, family member or friend into your support circle, and decide exactly what each of them can see.',
  },
] as const;

const benefits = [
  {
    icon: HeartHandshake,
    title: 'Built for PHP, IOP and OP programmes',
    text: 'Steady fits between sessions: a steady daily rhythm of reflection that supports the work you do with your clinicians, and never replaces it.',
  },
  {
    icon: ShieldCheck,
    title: 'HIPAA-compliant safeguards',
    text: 'Your journal is encrypted in transit and at rest, access is limited to the people you choose, and voice recordings are deleted after transcription unless you ask us to keep them.',
  },
  {
    icon: LineChart,
    title: 'Progress you can see',
    text: 'Streaks, mood averages and milestones turn small daily steps into something visible, which helps on the days when progress is hard to feel.',
  },
  {
    icon: BellRing,
    title: 'Support when it matters',
    text: 'If a check-in suggests you are in crisis, Steady shows the 988 Suicide & Crisis Lifeline right away and lets your care team know.',
  },
] as const;

/** What a check-in turns into: an example journal entry (made-up content). */
function ExampleEntry() {
  return (
    <figure className="hidden lg:block" aria-label="Example: a journal entry made from a check-in call">
      <Card className="grid gap-4 p-6 shadow-2xl shadow-black/20">
        <div className="flex items-center justify-between gap-3 text-sm text-muted-foreground">
          <span className="inline-flex items-center gap-2">
            <PhoneCall className="size-4 text-primary" aria-hidden="true" />
            Evening check-in · 4 min call
          </span>
          <span>7:00 PM</span>
        </div>
        <p className="text-lg font-semibold">A better evening than I expected</p>
        <blockquote className="border-l-2 border-primary pl-4 text-muted-foreground">
          “Work was stressful and I felt the pull to stop at the bar. I called my sponsor instead and went for a walk. I'm proud of that.”
        </blockquote>
        <div className="flex flex-wrap gap-2 text-xs font-medium">
          <span className="rounded-full bg-tone-green-bg px-2.5 py-0.5 text-tone-green">Positive</span>
          <span className="rounded-full bg-tone-green-bg px-2.5 py-0.5 text-tone-green">Mood 8/10</span>
          <span className="rounded-full bg-muted px-2.5 py-0.5">coping</span>
          <span className="rounded-full bg-muted px-2.5 py-0.5">connection</span>
        </div>
        <figcaption className="flex items-center gap-2 border-t pt-4 text-sm text-muted-foreground">
          <Sparkles className="size-4 text-primary" aria-hidden="true" />
          12-day journal streak. Reaching out is becoming a pattern.
        </figcaption>
      </Card>
    </figure>
  );
}

/** Landing page: hero, three feature cards, four benefit blocks, a closing call to action. */
export default function LandingRoute() {
  useDocumentTitle('Clinical journaling and recovery support');
  return (
    <>
      <section aria-labelledby="hero-title" className="border-b bg-gradient-to-b from-tone-teal-bg/60 to-transparent">
        <div className="mx-auto grid w-full max-w-[1200px] items-center gap-10 px-4 py-16 sm:px-6 md:py-24 lg:grid-cols-[minmax(0,1fr)_24rem]">
          <div className="grid gap-6">
            <p className="inline-flex w-fit items-center gap-2 rounded-full border bg-card px-3 py-1 text-sm text-muted-foreground">
              <Sparkles className="size-4 text-primary" aria-hidden="true" />
              Clinical journaling for recovery
            </p>
            <h1 id="hero-title" className="max-w-3xl text-4xl font-semibold tracking-tight sm:text-5xl">
              A daily check-in that listens, so recovery feels a little steadier.
            </h1>
            <p className="max-w-2xl text-lg text-muted-foreground">
              Steady calls you each day, turns the conversation into your journal, and helps you and your care team see what is working. Made for people in
              addiction and mental-health treatment, and the clinicians who walk with them.
            </p>
            <div className="flex flex-wrap gap-3">
              <Button asChild size="lg">
                <Link to="/register">
                  Try Steady Free
                  <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
              <Button asChild size="lg" variant="outline">
                <Link to="/support">Request Demo</Link>
              </Button>
            </div>
            <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-muted-foreground">
              <li className="inline-flex items-center gap-2">
                <CreditCard className="size-4 text-primary" aria-hidden="true" />
                Free trial, no credit card required
              </li>
              <li className="inline-flex items-center gap-2">
                <Lock className="size-4 text-primary" aria-hidden="true" />
                HIPAA-compliant
              </li>
            </ul>
          </div>
          <ExampleEntry />
        </div>
      </section>

      <section aria-labelledby="features-title" className="mx-auto w-full max-w-[1200px] px-4 py-16 sm:px-6">
        <h2 id="features-title" className="text-2xl font-semibold tracking-tight sm:text-3xl">
          Journaling without the blank page
        </h2>
        <p className="mt-2 max-w-2xl text-muted-foreground">Writing every day is hard, especially on the hard days. Talking for a few minutes is easier.</p>
        <ul className="mt-8 grid gap-4 md:grid-cols-3">
          {features.map((f) => (
            <Card asChild key={f.title}>
              <li className="grid content-start gap-3 p-6">
                <span className="grid size-11 place-content-center rounded-lg bg-tone-teal-bg text-tone-teal">
                  <f.icon className="size-6" aria-hidden="true" />
                </span>
                <h3 className="text-lg font-semibold">{f.title}</h3>
                <p className="text-muted-foreground">{f.text}</p>
              </li>
            </Card>
          ))}
        </ul>
      </section>

      <section aria-labelledby="benefits-title" className="border-y bg-card/50">
        <div className="mx-auto w-full max-w-[1200px] px-4 py-16 sm:px-6">
          <h2 id="benefits-title" className="text-2xl font-semibold tracking-tight sm:text-3xl">
            Why clinics and clients choose Steady
          </h2>
          <div className="mt-8 grid gap-8 md:grid-cols-2">
            {benefits.map((b) => (
              <div key={b.title} className="flex gap-4">
                <b.icon className="mt-1 size-6 shrink-0 text-primary" aria-hidden="true" />
                <div className="grid gap-1">
                  <h3 className="text-lg font-semibold">{b.title}</h3>
                  <p className="text-muted-foreground">{b.text}</p>
                </div>
              </div>
            ))}
          </div>
        </div>
      </section>

      <section aria-labelledby="cta-title" className="mx-auto w-full max-w-[1200px] px-4 py-16 sm:px-6">
        <Card className="grid justify-items-start gap-4 border-primary/40 p-8 md:p-12">
          <h2 id="cta-title" className="text-2xl font-semibold tracking-tight sm:text-3xl">
            Start with one conversation tonight
          </h2>
          <p className="max-w-2xl text-muted-foreground">
            Set your call time, answer the phone, and let Steady take care of the writing. Your free trial needs no credit card, and you can stop at any time.
          </p>
          <Button asChild size="lg">
            <Link to="/register">
              Start Free Trial
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </Card>
      </section>
    </>
  );
}
