/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Members_EmailInputs */

const en_members_email = /** @type {(inputs: Members_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email address`)
};

const de_members_email = /** @type {(inputs: Members_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-Mail-Adresse`)
};

const fr_members_email = /** @type {(inputs: Members_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adresse e-mail`)
};

const nl_members_email = /** @type {(inputs: Members_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mailadres`)
};

const es_members_email = /** @type {(inputs: Members_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Correo electrónico`)
};

const en_xa2_members_email = /** @type {(inputs: Members_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éɱáíļ áððŕéšš on]`)
};

/**
* | output |
* | --- |
* | "Email address" |
*
* @param {Members_EmailInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const members_email = /** @type {((inputs?: Members_EmailInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Members_EmailInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_members_email(inputs)
	if (locale === "fr") return fr_members_email(inputs)
	if (locale === "nl") return nl_members_email(inputs)
	if (locale === "es") return es_members_email(inputs)
	if (locale === "en-XA") return en_xa2_members_email(inputs)
	return en_members_email(inputs)
});