/**
 * English words of everyday sentences that name no thing: what a buyer says around the thing
 * ('my daughter is starting uni in September, nothing fancy, just for assignments'). They are
 * words, not typos: spelling never mends them towards a thing ('nothing' is not 'clothing').
 */
const words = (list: string) => list.trim().split(/\s+/);

export const EVERYDAY_WORDS = new Set(
  words(`
    about after again against also always because before being both could does doing done
    down during each either else enough even ever every from further here hers herself him
    himself into itself just least little many maybe might mine most much must myself never
    none nothing off once only other ours ourselves over same shall she should since so some
    soon still such than that their theirs them themselves then there these they thing things
    this those though through thus till together too toward towards until very was were what
    whatever when where whether which while whom whose why will with within without would yes
    your yours yourself really actually basically simply quite rather almost already anyway
    fancy simple basic decent proper normal okay fine nice great lovely beautiful strong
    start starts starting started begin begins beginning finish finishing study
    studying studies going gone coming come came getting give giving take taking make making
    know knowing think thinking hope hoping help helping tell telling said says saying asked
    asking wants wanted needs needed try trying using works working living moving stays
    staying travelling visiting learning teaching school college university campus class
    assignment assignments homework project projects research online zoom meetings meeting
    lectures lecture exams exam course courses
    january february march april june july august september october november december
    monday tuesday wednesday thursday friday saturday sunday today tomorrow yesterday tonight
    weekend weekends morning evening afternoon night week weeks month months year years
    daughter daughters son sons wife husband mother mum mom mama mummy father dad daddy
    brother brothers sister sisters child baby babies friend friends boyfriend girlfriend
    uncle auntie aunt cousin cousins grandmother grandfather granny grandma grandpa nephew
    niece family relatives neighbour neighbor colleague colleagues boss
  `),
);
