/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Members_This_AccountInputs */

const en_members_this_account = /** @type {(inputs: Members_This_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`this account`)
};

const de_members_this_account = /** @type {(inputs: Members_This_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`dieses Konto`)
};

const fr_members_this_account = /** @type {(inputs: Members_This_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ce compte`)
};

const nl_members_this_account = /** @type {(inputs: Members_This_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`dit account`)
};

const es_members_this_account = /** @type {(inputs: Members_This_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`esta cuenta`)
};

const en_xa2_members_this_account = /** @type {(inputs: Members_This_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţĥíš áççöüñţ o]`)
};

/**
* | output |
* | --- |
* | "this account" |
*
* @param {Members_This_AccountInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const members_this_account = /** @type {((inputs?: Members_This_AccountInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Members_This_AccountInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_members_this_account(inputs)
	if (locale === "fr") return fr_members_this_account(inputs)
	if (locale === "nl") return nl_members_this_account(inputs)
	if (locale === "es") return es_members_this_account(inputs)
	if (locale === "en-XA") return en_xa2_members_this_account(inputs)
	return en_members_this_account(inputs)
});