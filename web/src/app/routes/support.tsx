import { Link } from 'react-router-dom';
import { CheckCircle2, Clock, FileText, LayoutDashboard, Mail, Phone, Shield } from 'lucide-react';
import { SUPPORT } from '@steady/shared/constants';
import { PageHeader } from '@/components/layouts/page-header';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Faq } from '@/features/support/components/faq';
import { SupportForm } from '@/features/support/components/support-form';

const RESOURCES = [
  { to: '/dashboard', label: 'Dashboard', text: 'Your next check-in, streak and recent entries', icon: LayoutDashboard },
  { to: '/privacy-policy', label: 'Privacy Policy', text: 'What we collect and how we protect it', icon: Shield },
  { to: '/terms-of-service', label: 'Terms of Service', text: 'The agreement for using Steady', icon: FileText },
] as const;

/** The Support Center: contact form, FAQ, help resources, status and how to reach us. */
export default function SupportRoute() {
  return (
    <div className="mx-auto grid w-full max-w-[1200px] gap-8 px-4 py-10 sm:px-6 sm:py-14">
      <PageHeader title="Support Center" description="Questions about Steady? Send us a message, or find a quick answer below." />
      <p role="note" className="rounded-lg border border-tone-red/40 bg-tone-red-bg p-4 text-foreground">
        <strong>In crisis?</strong> Steady is not an emergency service. Call or text{' '}
        <a href="tel:988" className="font-semibold underline underline-offset-4">
          988
        </a>{' '}
        (Suicide &amp; Crisis Lifeline) any time, or call 911.{' '}
        <Link to="/safety-plan" className="font-semibold underline underline-offset-4">
          Open your safety plan
        </Link>{' '}
        for what helps you and who you can call.
      </p>
      <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="grid gap-8">
          <SupportForm />
          <Faq headingId="faq-title" />
        </div>
        <aside className="grid gap-6" aria-label="Contact and resources">
          <Card asChild>
            <section aria-labelledby="status-title">
              <CardHeader>
                <CardTitle id="status-title" as="h2">
                  Service Status
                </CardTitle>
              </CardHeader>
              <CardContent>
                <p className="flex items-center gap-2 font-medium">
                  <CheckCircle2 className="size-5 text-tone-green" aria-hidden="true" />
                  All systems operational
                </p>
              </CardContent>
            </section>
          </Card>
          <Card asChild>
            <section aria-labelledby="contact-title">
              <CardHeader>
                <CardTitle id="contact-title" as="h2">
                  Contact Us
                </CardTitle>
              </CardHeader>
              <CardContent>
                <ul className="grid gap-3">
                  <li className="flex items-start gap-2">
                    <Mail className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                    <span>
                      Email:{' '}
                      <a className="text-primary underline underline-offset-4" href={`mailto:${SUPPORT.email}`}>
                        {SUPPORT.email}
                      </a>
                    </span>
                  </li>
                  <li className="flex items-start gap-2">
                    <Phone className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                    <span>Phone support: {SUPPORT.hours}</span>
                  </li>
                  <li className="flex items-start gap-2">
                    <Clock className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                    <span>We reply within {SUPPORT.replyWithinHours} hours.</span>
                  </li>
                </ul>
              </CardContent>
            </section>
          </Card>
          <Card asChild>
            <section aria-labelledby="resources-title">
              <CardHeader>
                <CardTitle id="resources-title" as="h2">
                  Help Resources
                </CardTitle>
              </CardHeader>
              <CardContent>
                <ul className="grid gap-3">
                  {RESOURCES.map(({ to, label, text, icon: Icon }) => (
                    <li key={to} className="flex items-start gap-2">
                      <Icon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                      <span className="grid">
                        <Link className="font-medium text-primary underline underline-offset-4" to={to}>
                          {label}
                        </Link>
                        <span className="text-sm text-muted-foreground">{text}</span>
                      </span>
                    </li>
                  ))}
                </ul>
              </CardContent>
            </section>
          </Card>
        </aside>
      </div>
    </div>
  );
}
