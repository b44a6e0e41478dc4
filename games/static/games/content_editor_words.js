// django-jsonform's script writes its buttons in English ("Add item"); the content editor's
// page gives their words in the editor's language (#content-editor-words, from the
// content_admin catalogue) and this rewords each button as the form draws it.
(function () {
  "use strict";
  var source = document.getElementById("content-editor-words");
  if (!source) { return; }
  var words = JSON.parse(source.textContent);
  if (!words) { return; }
  var known = {
    "Add item": "add-item", "Add new item": "add-item-title",
    "Add key": "add-key", "Add new key": "add-key-title",
    "Remove": "button-remove", "Move up": "button-move-up", "Move down": "button-move-down"
  };
  function reword(root) {
    root.querySelectorAll("button").forEach(function (button) {
      var text = button.textContent.trim();
      var title = button.getAttribute("title");
      if (known[text] && words[known[text]] && button.lastChild) {
        button.lastChild.textContent = words[known[text]];
      }
      if (title && known[title] && words[known[title]]) {
        button.setAttribute("title", words[known[title]]);
      }
    });
  }
  var root = source.closest("form") || document.body;
  reword(root);
  new MutationObserver(function () { reword(root); })
    .observe(root, {childList: true, subtree: true});
})();
