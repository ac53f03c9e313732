/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shortcuts_DescriptionInputs */

const en_shortcuts_description = /** @type {(inputs: Shortcuts_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Answer without leaving the keyboard. They work whenever you are not typing in a field.`)
};

const de_shortcuts_description = /** @type {(inputs: Shortcuts_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Antworten Sie, ohne die Tastatur zu verlassen. Die Kürzel wirken, solange Sie nicht in einem Feld tippen.`)
};

const fr_shortcuts_description = /** @type {(inputs: Shortcuts_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Répondez sans quitter le clavier. Ils fonctionnent dès que vous ne saisissez pas dans un champ.`)
};

const nl_shortcuts_description = /** @type {(inputs: Shortcuts_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Antwoord zonder het toetsenbord los te laten. Ze werken zolang u niet in een veld typt.`)
};

const es_shortcuts_description = /** @type {(inputs: Shortcuts_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Responda sin dejar el teclado. Funcionan siempre que no esté escribiendo en un campo.`)
};

const en_xa2_shortcuts_description = /** @type {(inputs: Shortcuts_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Åñšŵéŕ ŵíţĥöüţ ļéáṽíñĝ ţĥé ķéýƀöáŕð. Ţĥéý ŵöŕķ ŵĥéñéṽéŕ ýöü áŕé ñöţ ţýþíñĝ íñ á ƒíéļð. one two three four five six]`)
};

/**
* | output |
* | --- |
* | "Answer without leaving the keyboard. They work whenever you are not typing in a field." |
*
* @param {Shortcuts_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shortcuts_description = /** @type {((inputs?: Shortcuts_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shortcuts_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shortcuts_description(inputs)
	if (locale === "fr") return fr_shortcuts_description(inputs)
	if (locale === "nl") return nl_shortcuts_description(inputs)
	if (locale === "es") return es_shortcuts_description(inputs)
	if (locale === "en-XA") return en_xa2_shortcuts_description(inputs)
	return en_shortcuts_description(inputs)
});