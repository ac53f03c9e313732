/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Language_Default_HintInputs */

const en_language_default_hint = /** @type {(inputs: Language_Default_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For member invitations, and for the clients of tenants without a client language.`)
};

const de_language_default_hint = /** @type {(inputs: Language_Default_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Für Einladungen von Mitgliedern und für die Kunden von Mandanten ohne eigene Kundensprache.`)
};

const fr_language_default_hint = /** @type {(inputs: Language_Default_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pour les invitations des membres et pour les clients des entités sans langue du client.`)
};

const nl_language_default_hint = /** @type {(inputs: Language_Default_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voor uitnodigingen aan leden en voor de klanten van tenants zonder eigen klanttaal.`)
};

const es_language_default_hint = /** @type {(inputs: Language_Default_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para las invitaciones de miembros y para los clientes de inquilinos sin idioma propio.`)
};

const en_xa2_language_default_hint = /** @type {(inputs: Language_Default_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒöŕ ɱéɱƀéŕ íñṽíţáţíöñš, áñð ƒöŕ ţĥé çļíéñţš öƒ ţéñáñţš ŵíţĥöüţ á çļíéñţ ļáñĝüáĝé. one two three four five s]`)
};

/**
* | output |
* | --- |
* | "For member invitations, and for the clients of tenants without a client language." |
*
* @param {Language_Default_HintInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const language_default_hint = /** @type {((inputs?: Language_Default_HintInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Language_Default_HintInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_language_default_hint(inputs)
	if (locale === "fr") return fr_language_default_hint(inputs)
	if (locale === "nl") return nl_language_default_hint(inputs)
	if (locale === "es") return es_language_default_hint(inputs)
	if (locale === "en-XA") return en_xa2_language_default_hint(inputs)
	return en_language_default_hint(inputs)
});