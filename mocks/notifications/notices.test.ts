/**
 * The notices the mock writes are HTML (the inbox shows them through SafeHtml): every e-mail
 * address, user name and project name in them is escaped, so it shows as the text it is and
 * builds no element, whatever it holds.
 */
import { forgotPassword } from '../auth/users';
import { db } from '../core/state';
import { notify } from '../projects/projectNotices';
import { INBOX_USER } from '../scale/counts';
import { growInbox } from '../scale/notifications';
import { inboxOf } from './notifications';

const ADDRESS = 'a"<img src=x onerror=alert(1)>@x.com';
const PROJECT_NAME = '<img src=x onerror=alert(1)> Fish & Chips';
const USER_NAME = 'eve<b>&amp;';

/** The notice's HTML as the browser builds it. */
function parsed(html: string): HTMLElement {
  const template = document.createElement('template');
  template.innerHTML = html;
  const holder = document.createElement('div');
  holder.append(template.content);
  return holder;
}

function userNamed(username: string) {
  const user = db.users.find((u) => u.username === username);
  if (!user) throw new Error(`no user ${username}`);
  return user;
}

describe('the mock’s notices hold user text as text', () => {
  it('Forgot Password: the e-mail address', () => {
    const user = userNamed('lbm');
    user.email = ADDRESS;
    expect(forgotPassword(ADDRESS)).toBe('Valid');
    const notice = parsed(inboxOf(user.userId)[0].notification);
    expect(notice.querySelector('img')).toBeNull();
    expect(notice.querySelector('b')?.textContent).toBe(ADDRESS);
  });

  it('the large demo’s inbox: the project name', () => {
    const project = { ...db.projects[0], projectName: PROJECT_NAME };
    growInbox(db, [project], Date.now());
    const notices = inboxOf(userNamed(INBOX_USER).userId).filter((n) => n.notification.includes('Fish'));
    expect(notices.length).toBeGreaterThan(0);
    for (const { notification } of notices) {
      const notice = parsed(notification);
      expect(notice.querySelector('img')).toBeNull();
      expect(notice.querySelector('b')?.textContent).toBe(PROJECT_NAME);
    }
  });

  it('the project lifecycle: the project name and the user name', () => {
    const project = { ...db.projects[0], projectName: PROJECT_NAME };
    const creator = { ...userNamed('gbm'), username: USER_NAME };
    notify.created(project, creator);
    const notice = parsed(inboxOf(project.dfcUser.userId)[0].notification);
    expect(notice.querySelector('img')).toBeNull();
    expect(notice.querySelector('b')?.textContent).toBe(PROJECT_NAME);
    expect(notice.querySelector('i')?.textContent).toBe(USER_NAME);
  });
});
