/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Outbox_Links_DescriptionInputs */

const en_console_outbox_links_description = /** @type {(inputs: Console_Outbox_Links_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Local emulators only: links the Auth emulator would have emailed. A link disappears once it is used.`)
};

const de_console_outbox_links_description = /** @type {(inputs: Console_Outbox_Links_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nur lokale Emulatoren: Links, die der Auth-Emulator gemailt hätte. Ein Link verschwindet, sobald er benutzt wurde.`)
};

const fr_console_outbox_links_description = /** @type {(inputs: Console_Outbox_Links_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Émulateurs locaux uniquement : les liens que l’émulateur Auth aurait envoyés par e-mail. Un lien disparaît une fois utilisé.`)
};

const nl_console_outbox_links_description = /** @type {(inputs: Console_Outbox_Links_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alleen lokale emulators: links die de Auth-emulator zou hebben gemaild. Een link verdwijnt zodra hij is gebruikt.`)
};

const es_console_outbox_links_description = /** @type {(inputs: Console_Outbox_Links_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solo emuladores locales: enlaces que el emulador de Auth habría enviado por correo. Un enlace desaparece en cuanto se usa.`)
};

const en_xa2_console_outbox_links_description = /** @type {(inputs: Console_Outbox_Links_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļöçáļ éɱüļáţöŕš öñļý: ļíñķš ţĥé Åüţĥ éɱüļáţöŕ ŵöüļð ĥáṽé éɱáíļéð. Å ļíñķ ðíšáþþéáŕš öñçé íţ íš üšéð. one two three four five six seve]`)
};

/**
* | output |
* | --- |
* | "Local emulators only: links the Auth emulator would have emailed. A link disappears once it is used." |
*
* @param {Console_Outbox_Links_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_outbox_links_description = /** @type {((inputs?: Console_Outbox_Links_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Outbox_Links_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_outbox_links_description(inputs)
	if (locale === "fr") return fr_console_outbox_links_description(inputs)
	if (locale === "nl") return nl_console_outbox_links_description(inputs)
	if (locale === "es") return es_console_outbox_links_description(inputs)
	if (locale === "en-XA") return en_xa2_console_outbox_links_description(inputs)
	return en_console_outbox_links_description(inputs)
});