import { http, HttpResponse, server } from '../../mocks/node';
import { devopsServiceContract, gitJobsContract } from '../domain/contract/gitTools';
import { urlOf } from './call';
import { branches, gitJobBuilds, reportMerge, triggerBranchJob } from './gitTools';

const mergesUrl = urlOf(devopsServiceContract.merges, { project: 'p1', repoId: 'r1' });
const merged = { branch: 'refs/heads/feat', targetBranch: 'refs/heads/main', mergeCommitId: 'abc1234', status: 'completed', buildNumber: 3 };

describe("the Git tools' answers are checked against the contract", () => {
  it('reportMerge returns the status and the merge a 201 answered', async () => {
    server.use(http.post(mergesUrl, () => HttpResponse.json({ ...merged, extra: true }, { status: 201 })));
    await expect(reportMerge('p1', 'r1', 'feat')).resolves.toEqual({ status: 201, answer: { ...merged, extra: true } });
  });

  it('reportMerge refuses a merge answer without its merge commit, naming the entry and the field', async () => {
    const { mergeCommitId: _left, ...withoutCommit } = merged;
    server.use(http.post(mergesUrl, () => HttpResponse.json(withoutCommit, { status: 201 })));
    await expect(reportMerge('p1', 'r1', 'feat')).rejects.toMatchObject({
      code: 'malformed',
      message: expect.stringMatching(/devopsService\.merges .*: mergeCommitId: expected string/),
    });
  });

  it('a devops list without its value is malformed', async () => {
    server.use(http.get(urlOf(devopsServiceContract.refs, { project: 'p1', repoId: 'r1' }), () => HttpResponse.json({ count: 1 })));
    await expect(branches('p1', 'r1')).rejects.toMatchObject({ code: 'malformed', message: expect.stringContaining('value: expected array') });
  });

  it("a build whose result is not one of the build server's is malformed; a queue id must be a whole number", async () => {
    server.use(
      http.get(urlOf(gitJobsContract.branchBuilds), () => HttpResponse.json({ builds: [{ number: 1, queueId: 7, building: false, result: 'DONE' }] })),
      http.post(urlOf(gitJobsContract.branchJob), () => HttpResponse.json({ queueId: 1.5 }, { status: 201 })),
    );
    await expect(gitJobBuilds('dfc-git-branch')).rejects.toMatchObject({ code: 'malformed', message: expect.stringContaining('builds[0].result') });
    await expect(triggerBranchJob({ branchName: 'feat', projectId: 'p1', repoId: 'r1', commitId: 'abc' })).rejects.toMatchObject({
      code: 'malformed',
      message: expect.stringContaining('queueId'),
    });
  });
});
