import { heatCrisis, worshipStats } from '@solar/content-data';
import { PageHeader } from '@solar/shared-ui';
import { PageSection } from '../../components/page-section';
import {
  HowWeWork,
  IllustratedText,
  InfoCards,
  ProgrammeNumbers,
  type TitledText,
} from '../../components/programme-blocks';

const roles: readonly TitledText[] = [
  {
    title: 'Cooling centres',
    text: 'During heat alerts, powered prayer halls open their doors to elderly neighbours, mothers with infants and outdoor workers.',
  },
  {
    title: 'Emergency shelters',
    text: 'When floods strike, places of worship become night shelters with light, phone charging and clean water.',
  },
  {
    title: 'Community gathering places',
    text: 'Community meals, classes and meetings can go ahead without worrying about the grid or the cost of diesel.',
  },
];

const principles: readonly string[] = [
  'We work alongside religious leaders, and every agreement about community use is made by the congregation.',
  'Installations respect the character of each building.',
  'Each centre agrees to open as a cooling centre during heat alerts, for people of every faith and none.',
  'Local volunteers are trained to look after the system and organise emergency use.',
];

export default function PlacesOfWorshipPage() {
  return (
    <>
      <PageHeader title="Places of Worship" eyebrow="Our work">
        Mosques and churches powered by the sun, opening their doors as sanctuaries for neighbours of every faith.
      </PageHeader>
      <PageSection id="why" title="Why places of worship?">
        <IllustratedText
          image="worship"
          alt="A mosque and a church side by side, the church roof fitted with solar panels"
        >
          <p>
            In many villages the mosque or church is the largest, most trusted public building, and the one most people
            can reach on foot. When temperatures reach {heatCrisis.temperatures} and homes become unbearable, families
            turn to these spaces, yet most have no more reliable power than the homes around them.
          </p>
          <p>
            The same heat that in {heatCrisis.year} closed schools for {heatCrisis.childrenAffected} children in one
            province puts older people, infants and the sick at serious risk. A powered place of worship can shelter
            them through the hottest hours.
          </p>
        </IllustratedText>
      </PageSection>
      <ProgrammeNumbers title="Our network in numbers" stats={worshipStats}>
        Our network of 15 religious centres (8 mosques and 7 churches) now serves more than 8,500 people, and every one
        of them is open to the whole community.
      </ProgrammeNumbers>
      <InfoCards id="roles" title="More than a place of prayer" items={roles} min="250px" />
      <HowWeWork
        id="principles"
        title="How we work with faith communities"
        principles={principles}
        support={{ to: '/projects/3/donate', label: 'Support the Community Religious Centres Network' }}
        read={{ to: '/blogs/4', label: 'Read: Sanctuaries for Everyone' }}
      />
    </>
  );
}
