/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Contact_HintInputs */

const en_profile_contact_hint = /** @type {(inputs: Profile_Contact_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shown on reports as the contact for questions.`)
};

const de_profile_contact_hint = /** @type {(inputs: Profile_Contact_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erscheint auf Berichten als Kontakt für Fragen.`)
};

const fr_profile_contact_hint = /** @type {(inputs: Profile_Contact_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Indiqué sur les rapports comme contact pour les questions.`)
};

const nl_profile_contact_hint = /** @type {(inputs: Profile_Contact_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Staat op rapporten als contact voor vragen.`)
};

const es_profile_contact_hint = /** @type {(inputs: Profile_Contact_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aparece en los informes como contacto para preguntas.`)
};

const en_xa2_profile_contact_hint = /** @type {(inputs: Profile_Contact_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šĥöŵñ öñ ŕéþöŕţš áš ţĥé çöñţáçţ ƒöŕ ǫüéšţíöñš. one two three]`)
};

/**
* | output |
* | --- |
* | "Shown on reports as the contact for questions." |
*
* @param {Profile_Contact_HintInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_contact_hint = /** @type {((inputs?: Profile_Contact_HintInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Contact_HintInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_contact_hint(inputs)
	if (locale === "fr") return fr_profile_contact_hint(inputs)
	if (locale === "nl") return nl_profile_contact_hint(inputs)
	if (locale === "es") return es_profile_contact_hint(inputs)
	if (locale === "en-XA") return en_xa2_profile_contact_hint(inputs)
	return en_profile_contact_hint(inputs)
});