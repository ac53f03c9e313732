/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Members_LinkInputs */

const en_members_link = /** @type {(inputs: Members_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link`)
};

const de_members_link = /** @type {(inputs: Members_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link`)
};

const fr_members_link = /** @type {(inputs: Members_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lien`)
};

const nl_members_link = /** @type {(inputs: Members_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link`)
};

const es_members_link = /** @type {(inputs: Members_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enlace`)
};

const en_xa2_members_link = /** @type {(inputs: Members_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļíñķ ]`)
};

/**
* | output |
* | --- |
* | "Link" |
*
* @param {Members_LinkInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const members_link = /** @type {((inputs?: Members_LinkInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Members_LinkInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_members_link(inputs)
	if (locale === "fr") return fr_members_link(inputs)
	if (locale === "nl") return nl_members_link(inputs)
	if (locale === "es") return es_members_link(inputs)
	if (locale === "en-XA") return en_xa2_members_link(inputs)
	return en_members_link(inputs)
});