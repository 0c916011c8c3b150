import { getTranslations } from 'next-intl/server';
import { enterLocale, type LocaleParams } from '@/components/i18n/enterLocale';
import { staticPageMetadata } from '@/components/seo/pageMetadata';
import Image from 'next/image';
import { PageIntro } from '@/components/layout/PageIntro';
import { ProseBody } from '@/components/layout/Prose';
import { BOARD } from '@/content/board';
import { isolated } from '@/components/ui/isolate';

export const generateMetadata = staticPageMetadata('boardofdirectors', '/boardofdirectors');

/** The board (spec 000 §2): four profiles, each with a photo, designation and biography. */
export default async function BoardPage({ params }: { params: LocaleParams }) {
  await enterLocale(params);
  const t = await getTranslations();
  return (
    <>
      <PageIntro title={t('pages.boardofdirectors.title')} />
      <ul className="mx-auto grid max-w-6xl gap-6 px-4 py-10 md:grid-cols-2">
        {BOARD.map((member) => (
          <li key={member.id}>
            <article className="flex h-full flex-col gap-4 rounded-lg border border-slate-200 p-5 shadow-sm sm:flex-row">
              <Image
                src={member.photo}
                alt={t('site.photoOf', { person: t(`copy.board.${member.id}.name`) })}
                width={128}
                height={128}
                unoptimized
                className="size-32 shrink-0 rounded-lg bg-brand-50"
              />
              <div>
                <h2 className="heading-3 text-brand-900">{t(`copy.board.${member.id}.name`)}</h2>
                <p className="font-medium text-brand-700">
                  {isolated(t(`copy.board.${member.id}.designation`))}
                </p>
                <ProseBody
                  text={t(`copy.board.${member.id}.biography`)}
                  paragraphClassName="mt-3 text-slate-700"
                />
              </div>
            </article>
          </li>
        ))}
      </ul>
    </>
  );
}
