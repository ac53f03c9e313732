/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ kind: NonNullable<unknown>, date: NonNullable<unknown> }} Account_Second_Added_OnInputs */

const en_account_second_added_on = /** @type {(inputs: Account_Second_Added_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.kind} · added ${i?.date}`)
};

const de_account_second_added_on = /** @type {(inputs: Account_Second_Added_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.kind} · hinzugefügt am ${i?.date}`)
};

const fr_account_second_added_on = /** @type {(inputs: Account_Second_Added_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.kind} · ajouté le ${i?.date}`)
};

const nl_account_second_added_on = /** @type {(inputs: Account_Second_Added_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.kind} · toegevoegd op ${i?.date}`)
};

const es_account_second_added_on = /** @type {(inputs: Account_Second_Added_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.kind} · añadido el ${i?.date}`)
};

const en_xa2_account_second_added_on = /** @type {(inputs: Account_Second_Added_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.kind} · áððéð ${i?.date} one ]`)
};

/**
* | output |
* | --- |
* | "{kind} · added {date}" |
*
* @param {Account_Second_Added_OnInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const account_second_added_on = /** @type {((inputs: Account_Second_Added_OnInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Second_Added_OnInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_account_second_added_on(inputs)
	if (locale === "fr") return fr_account_second_added_on(inputs)
	if (locale === "nl") return nl_account_second_added_on(inputs)
	if (locale === "es") return es_account_second_added_on(inputs)
	if (locale === "en-XA") return en_xa2_account_second_added_on(inputs)
	return en_account_second_added_on(inputs)
});