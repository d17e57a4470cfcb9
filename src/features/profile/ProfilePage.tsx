import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import { Notice } from '@/components/Notice';
import { PageSection } from '@/components/PageSection';
import { SectionNav } from '@/components/SectionNav';
import { Spinner } from '@/components/Spinner';
import { formatCpf } from '@/lib/cpf';
import { MyPlan } from './MyPlan';
import { PersonalInformationForm } from './PersonalInformationForm';
import { useUserInfo } from './useUserInfo';

const sectionIds = ['personal-information', 'my-plan'] as const;

/** On the profile, a section is active once its top passes 400 px. */
const ACTIVE_LINE_PX = 400;

function ProfileSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      tabIndex={-1}
      className="scroll-mt-20 outline-none"
    >
      <h2 id={headingId} className="text-2xl font-bold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

export default function ProfilePage() {
  const { t } = useTranslation('account');
  const { state, retry } = useUserInfo();
  const sections = [
    { id: sectionIds[0], label: t('profile.personal.title') },
    { id: sectionIds[1], label: t('profile.plan.title') },
  ];

  let personal: ReactNode;
  let plan: ReactNode;
  if (state.status === 'shown') {
    const { user, payments } = state.data;
    personal = (
      <PersonalInformationForm
        initial={{
          name: user.name,
          email: user.email,
          cpf: formatCpf(user.cpf),
          emailPassword: '',
          currentPassword: '',
          newPassword: '',
          confirmPassword: '',
        }}
      />
    );
    plan = <MyPlan payment={payments[0]} />;
  } else if (state.status === 'failed') {
    personal = (
      <div className="mt-4 flex flex-col items-start gap-4">
        <Notice>{state.message}</Notice>
        <Button variant="secondary" onClick={retry}>
          {t('profile.retry')}
        </Button>
      </div>
    );
    plan = null;
  } else {
    personal = <Spinner label={t('profile.loading')} />;
    plan = null;
  }

  return (
    <PageSection title={t('profile.title')}>
      <div className="mt-6 lg:grid lg:grid-cols-[220px_1fr] lg:gap-10">
        <SectionNav
          look="pills"
          label={t('profile.sections')}
          sections={sections}
          activeLine={ACTIVE_LINE_PX}
        />
        <div className="mt-4 flex flex-col gap-12 lg:mt-0">
          <ProfileSection id={sectionIds[0]} title={t('profile.personal.title')}>
            {personal}
          </ProfileSection>
          <ProfileSection id={sectionIds[1]} title={t('profile.plan.title')}>
            {plan}
          </ProfileSection>
        </div>
      </div>
    </PageSection>
  );
}
