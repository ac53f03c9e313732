/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Second_ContinueInputs */

const en_account_second_continue = /** @type {(inputs: Account_Second_ContinueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continue`)
};

const de_account_second_continue = /** @type {(inputs: Account_Second_ContinueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weiter`)
};

const fr_account_second_continue = /** @type {(inputs: Account_Second_ContinueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continuer`)
};

const nl_account_second_continue = /** @type {(inputs: Account_Second_ContinueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Doorgaan`)
};

const es_account_second_continue = /** @type {(inputs: Account_Second_ContinueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continuar`)
};

const en_xa2_account_second_continue = /** @type {(inputs: Account_Second_ContinueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çöñţíñüé ]`)
};

/**
* | output |
* | --- |
* | "Continue" |
*
* @param {Account_Second_ContinueInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const account_second_continue = /** @type {((inputs?: Account_Second_ContinueInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Second_ContinueInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_account_second_continue(inputs)
	if (locale === "fr") return fr_account_second_continue(inputs)
	if (locale === "nl") return nl_account_second_continue(inputs)
	if (locale === "es") return es_account_second_continue(inputs)
	if (locale === "en-XA") return en_xa2_account_second_continue(inputs)
	return en_account_second_continue(inputs)
});