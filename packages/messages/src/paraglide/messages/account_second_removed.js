/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Second_RemovedInputs */

const en_account_second_removed = /** @type {(inputs: Account_Second_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Second step removed`)
};

const de_account_second_removed = /** @type {(inputs: Account_Second_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zweiter Schritt entfernt`)
};

const fr_account_second_removed = /** @type {(inputs: Account_Second_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deuxième étape retirée`)
};

const nl_account_second_removed = /** @type {(inputs: Account_Second_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tweede stap verwijderd`)
};

const es_account_second_removed = /** @type {(inputs: Account_Second_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Segundo paso quitado`)
};

const en_xa2_account_second_removed = /** @type {(inputs: Account_Second_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéçöñð šţéþ ŕéɱöṽéð one ]`)
};

/**
* | output |
* | --- |
* | "Second step removed" |
*
* @param {Account_Second_RemovedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const account_second_removed = /** @type {((inputs?: Account_Second_RemovedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Second_RemovedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_account_second_removed(inputs)
	if (locale === "fr") return fr_account_second_removed(inputs)
	if (locale === "nl") return nl_account_second_removed(inputs)
	if (locale === "es") return es_account_second_removed(inputs)
	if (locale === "en-XA") return en_xa2_account_second_removed(inputs)
	return en_account_second_removed(inputs)
});