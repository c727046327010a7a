import { identityWarning } from './anonymity.js';

describe('src/review/anonymity.spec.ts', () => {
  const proposer = { speaker_name: 'Zora Quillfeather', email: 'zq@quill.example', organization: 'Orbit Lexica' };

  describe('identity warnings in free text', () => {
    it('warns when the text names the proposer, their address or their organisation', () => {
      expect(identityWarning(proposer, ['In this talk, Quillfeather shows'])).not.toBeNull();
      expect(identityWarning(proposer, ['Built at ORBIT LEXICA over two years'])).not.toBeNull();
      expect(identityWarning(proposer, ['Write to zq@quill.example'])).not.toBeNull();
    });

    it('stays quiet for text that only contains a name inside another word, or names nobody', () => {
      expect(identityWarning(proposer, ['Zoraster is a speech toolkit'])).toBeNull();
      expect(identityWarning(proposer, ['Parliamentary speech recognition at scale'])).toBeNull();
      expect(identityWarning({ speaker_name: 'Li Na', email: 'x@y.example', organization: '' }, ['Linear models'])).toBeNull();
    });
  });
});
