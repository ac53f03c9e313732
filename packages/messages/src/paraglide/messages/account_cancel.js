/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_CancelInputs */

const en_account_cancel = /** @type {(inputs: Account_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel`)
};

const de_account_cancel = /** @type {(inputs: Account_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abbrechen`)
};

const fr_account_cancel = /** @type {(inputs: Account_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annuler`)
};

const nl_account_cancel = /** @type {(inputs: Account_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annuleren`)
};

const es_account_cancel = /** @type {(inputs: Account_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelar`)
};

const en_xa2_account_cancel = /** @type {(inputs: Account_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çáñçéļ ]`)
};

/**
* | output |
* | --- |
* | "Cancel" |
*
* @param {Account_CancelInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const account_cancel = /** @type {((inputs?: Account_CancelInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_CancelInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_account_cancel(inputs)
	if (locale === "fr") return fr_account_cancel(inputs)
	if (locale === "nl") return nl_account_cancel(inputs)
	if (locale === "es") return es_account_cancel(inputs)
	if (locale === "en-XA") return en_xa2_account_cancel(inputs)
	return en_account_cancel(inputs)
});