/** The emoji the picker offers: common Unicode emoji that every current system font draws; no network. */
export const EMOJI = [
  // Faces
  ...'😀 😃 😄 😁 😆 😅 😂 🤣 😊 😇 🙂 🙃 😉 😌 😍 🥰 😘 😗 😙 😚 😋 😛 😝 😜 🤪 🤨 🧐 🤓 😎 🥳 😏 😒 😞 😔 😟 😕 🙁 😣 😖 😫 😩 🥺 😢 😭 😤 😠 😡 🤯 😳 🥵 🥶 😱 😨 😰 😥 😓 🤗 🤔 🤭 🤫 🤥 😶 😐 😑 😬 🙄 😯 😦 😧 😮 😲 🥱 😴 🤤 😪 😵 🤐 🥴 🤢 🤮 🤧 😷 🤒 🤕 🤑 🤠 😈 👻 💀 🤡 💩 🤖'.split(
    ' ',
  ),
  // Hands and people
  ...'👋 🤚 ✋ 🖖 👌 🤌 🤏 ✌️ 🤞 🤟 🤘 🤙 👈 👉 👆 👇 ☝️ 👍 👎 ✊ 👊 🤛 🤜 👏 🙌 👐 🤲 🤝 🙏 💪 🙈 🙉 🙊'.split(' '),
  // Hearts and symbols
  ...'❤️ 🧡 💛 💚 💙 💜 🖤 🤍 💔 💕 💞 💓 💗 💖 💘 💯 ✅ ❌ ❓ ❗ ⭐ 🌟 ✨ ⚡ 🔥 💥 🎉 🎊 🎁 🎂 🏆 🥇'.split(' '),
  // Things
  ...'☀️ 🌙 🌈 ☔ ❄️ 🌸 🌹 🌻 🍀 🍎 🍉 🍓 🍕 🍔 🍟 🍜 🍣 🍰 🍺 🍻 🥂 ☕ 🍵 🐶 🐱 🐼 🐻 🐷 🐸 🐵 🚗 ✈️ 🚀 ⏰ 📱 💻 📷 🎵 ⚽ 🏀 💡 📌 📎 ✏️ 📅 💰 🔒'.split(
    ' ',
  ),
];

/** The reaction picker's quick row: the reactions people give most, as in most messengers. */
export const QUICK_REACTIONS = ['👍', '❤️', '😂', '😮', '😢', '🙏'] as const;
