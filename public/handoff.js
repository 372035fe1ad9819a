// The page a sign-in form answers when it was posted before the app ran (issue 26,
// server/accounts/auth-routes.ts): the app keeps its session token in localStorage (DESIGN.md §4), so this
// stores the token the page carries and opens sign-in, which sends a signed-in user on.
(function () {
  var meta = document.querySelector('meta[name="confetti-handoff"]');
  try {
    if (meta && meta.content) localStorage.setItem('confetti_token', meta.content);
  } catch (error) {
    // Storage blocked: the app will ask to sign in again.
  }
  location.replace('/login');
})();
