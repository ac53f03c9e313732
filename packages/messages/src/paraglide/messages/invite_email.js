/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Invite_EmailInputs */

const en_invite_email = /** @type {(inputs: Invite_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email`)
};

const de_invite_email = /** @type {(inputs: Invite_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-Mail`)
};

const fr_invite_email = /** @type {(inputs: Invite_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail`)
};

const nl_invite_email = /** @type {(inputs: Invite_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail`)
};

const es_invite_email = /** @type {(inputs: Invite_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Correo electrónico`)
};

const en_xa2_invite_email = /** @type {(inputs: Invite_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éɱáíļ ]`)
};

/**
* | output |
* | --- |
* | "Email" |
*
* @param {Invite_EmailInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const invite_email = /** @type {((inputs?: Invite_EmailInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invite_EmailInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_invite_email(inputs)
	if (locale === "fr") return fr_invite_email(inputs)
	if (locale === "nl") return nl_invite_email(inputs)
	if (locale === "es") return es_invite_email(inputs)
	if (locale === "en-XA") return en_xa2_invite_email(inputs)
	return en_invite_email(inputs)
});