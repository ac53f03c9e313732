/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_ContactInputs */

const en_profile_contact = /** @type {(inputs: Profile_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contact email`)
};

const de_profile_contact = /** @type {(inputs: Profile_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kontakt-E-Mail`)
};

const fr_profile_contact = /** @type {(inputs: Profile_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail de contact`)
};

const nl_profile_contact = /** @type {(inputs: Profile_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contactadres`)
};

const es_profile_contact = /** @type {(inputs: Profile_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Correo de contacto`)
};

const en_xa2_profile_contact = /** @type {(inputs: Profile_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çöñţáçţ éɱáíļ on]`)
};

/**
* | output |
* | --- |
* | "Contact email" |
*
* @param {Profile_ContactInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_contact = /** @type {((inputs?: Profile_ContactInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_ContactInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_contact(inputs)
	if (locale === "fr") return fr_profile_contact(inputs)
	if (locale === "nl") return nl_profile_contact(inputs)
	if (locale === "es") return es_profile_contact(inputs)
	if (locale === "en-XA") return en_xa2_profile_contact(inputs)
	return en_profile_contact(inputs)
});