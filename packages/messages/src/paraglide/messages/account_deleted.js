/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_DeletedInputs */

const en_account_deleted = /** @type {(inputs: Account_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your account was deleted.`)
};

const de_account_deleted = /** @type {(inputs: Account_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihr Konto wurde gelöscht.`)
};

const fr_account_deleted = /** @type {(inputs: Account_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre compte a été supprimé.`)
};

const nl_account_deleted = /** @type {(inputs: Account_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uw account is verwijderd.`)
};

const es_account_deleted = /** @type {(inputs: Account_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu cuenta se ha eliminado.`)
};

const en_xa2_account_deleted = /** @type {(inputs: Account_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýöüŕ áççöüñţ ŵáš ðéļéţéð. one tw]`)
};

/**
* | output |
* | --- |
* | "Your account was deleted." |
*
* @param {Account_DeletedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const account_deleted = /** @type {((inputs?: Account_DeletedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_DeletedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_account_deleted(inputs)
	if (locale === "fr") return fr_account_deleted(inputs)
	if (locale === "nl") return nl_account_deleted(inputs)
	if (locale === "es") return es_account_deleted(inputs)
	if (locale === "en-XA") return en_xa2_account_deleted(inputs)
	return en_account_deleted(inputs)
});