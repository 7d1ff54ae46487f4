/**
 * Demo master data: real nationally recognised qualifications (training.gov.au codes and titles)
 * with real units of competency from their packaging rules. spec: access-and-administration §3 "Course".
 */
export interface SeedUnit {
  code: string;
  name: string;
  core: boolean;
}

export interface SeedQualification {
  code: string;
  name: string;
  shortName: string;
  externalId: string;
  units: SeedUnit[];
}

const core = (code: string, name: string): SeedUnit => ({ code, name, core: true });
const elective = (code: string, name: string): SeedUnit => ({ code, name, core: false });

export const QUALIFICATIONS: SeedQualification[] = [
  {
    code: 'BSB50420',
    name: 'Diploma of Leadership and Management',
    shortName: 'Dip Leadership & Mgmt',
    externalId: 'C-1001',
    units: [
      core('BSBCMM511', 'Communicate with influence'),
      core('BSBCRT511', 'Develop critical thinking in others'),
      core('BSBLDR522', 'Manage people performance'),
      core('BSBLDR523', 'Lead and manage effective workplace relationships'),
      core('BSBOPS502', 'Manage business operational plans'),
      core('BSBPEF502', 'Develop and use emotional intelligence'),
      core('BSBTWK502', 'Manage team effectiveness'),
    ],
  },
  {
    code: 'CHC33021',
    name: 'Certificate III in Individual Support',
    shortName: 'Cert III Individual Support',
    externalId: 'C-1002',
    units: [
      core('CHCCCS031', 'Provide individualised support'),
      core('CHCCCS038', 'Facilitate the empowerment of people receiving support'),
      core('CHCCCS040', 'Support independence and wellbeing'),
      core('CHCCCS041', 'Recognise healthy body systems'),
      core('CHCCOM005', 'Communicate and work in health or community services'),
      core('CHCDIV001', 'Work with diverse people'),
      core('CHCLEG001', 'Work legally and ethically'),
      core('HLTINF006', 'Apply basic principles and practices of infection prevention and control'),
      core('HLTWHS002', 'Follow safe work practices for direct client care'),
    ],
  },
  {
    code: 'BSB40120',
    name: 'Certificate IV in Business',
    shortName: 'Cert IV Business',
    externalId: 'C-1003',
    units: [
      core('BSBCRT411', 'Apply critical thinking to work practices'),
      core('BSBSUS411', 'Implement and monitor environmentally sustainable work practices'),
      core('BSBTWK401', 'Build and maintain business relationships'),
      core('BSBWHS411', 'Implement and monitor WHS policies, procedures and programs'),
      core('BSBXCM401', 'Apply communication strategies in the workplace'),
    ],
  },
  {
    code: 'SIT30622',
    name: 'Certificate III in Hospitality',
    shortName: 'Cert III Hospitality',
    externalId: 'C-1004',
    units: [
      core('BSBTWK201', 'Work effectively with others'),
      core('SITHIND006', 'Source and use information on the hospitality industry'),
      core('SITHIND007', 'Use hospitality skills effectively'),
      core('SITXCCS014', 'Provide service to customers'),
      core('SITXCOM007', 'Show social and cultural sensitivity'),
      core('SITXHRM007', 'Coach others in job skills'),
      core('SITXWHS005', 'Participate in safe work practices'),
    ],
  },
  {
    code: 'CHC30121',
    name: 'Certificate III in Early Childhood Education and Care',
    shortName: 'Cert III ECEC',
    externalId: 'C-1005',
    units: [
      core('CHCECE030', 'Support inclusion and diversity'),
      core('CHCECE031', "Support children's health, safety and wellbeing"),
      core('CHCECE032', 'Nurture babies and toddlers'),
      core('CHCECE033', 'Develop positive and respectful relationships with children'),
      core('CHCECE034', 'Use an approved learning framework to guide practice'),
      core('CHCPRT001', 'Identify and respond to children and young people at risk'),
      core('HLTAID012', 'Provide First Aid in an education and care setting'),
    ],
  },
  {
    code: 'ICT40120',
    name: 'Certificate IV in Information Technology',
    shortName: 'Cert IV IT',
    externalId: 'C-1006',
    units: [
      core('BSBCRT404', 'Develop advanced critical thinking skills'),
      core('BSBXCS402', 'Promote workplace cyber security awareness and best practices'),
      core('BSBXTW401', 'Lead and facilitate a team'),
      core('ICTICT426', 'Identify and evaluate emerging technologies and practices'),
      core('ICTICT443', 'Work collaboratively in the ICT industry'),
      core('ICTPRG435', 'Write scripts for software applications'),
      core('ICTSAS432', 'Identify and resolve client ICT problems'),
      elective('ICTPRG434', 'Automate processes'),
    ],
  },
];
