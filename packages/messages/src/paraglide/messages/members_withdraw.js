/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Members_WithdrawInputs */

const en_members_withdraw = /** @type {(inputs: Members_WithdrawInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Withdraw`)
};

const de_members_withdraw = /** @type {(inputs: Members_WithdrawInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zurückziehen`)
};

const fr_members_withdraw = /** @type {(inputs: Members_WithdrawInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retirer`)
};

const nl_members_withdraw = /** @type {(inputs: Members_WithdrawInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Intrekken`)
};

const es_members_withdraw = /** @type {(inputs: Members_WithdrawInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retirar`)
};

const en_xa2_members_withdraw = /** @type {(inputs: Members_WithdrawInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŵíţĥðŕáŵ ]`)
};

/**
* | output |
* | --- |
* | "Withdraw" |
*
* @param {Members_WithdrawInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const members_withdraw = /** @type {((inputs?: Members_WithdrawInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Members_WithdrawInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_members_withdraw(inputs)
	if (locale === "fr") return fr_members_withdraw(inputs)
	if (locale === "nl") return nl_members_withdraw(inputs)
	if (locale === "es") return es_members_withdraw(inputs)
	if (locale === "en-XA") return en_xa2_members_withdraw(inputs)
	return en_members_withdraw(inputs)
});