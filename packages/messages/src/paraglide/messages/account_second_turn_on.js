/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Second_Turn_OnInputs */

const en_account_second_turn_on = /** @type {(inputs: Account_Second_Turn_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Turn on`)
};

const de_account_second_turn_on = /** @type {(inputs: Account_Second_Turn_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Einschalten`)
};

const fr_account_second_turn_on = /** @type {(inputs: Account_Second_Turn_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Activer`)
};

const nl_account_second_turn_on = /** @type {(inputs: Account_Second_Turn_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inschakelen`)
};

const es_account_second_turn_on = /** @type {(inputs: Account_Second_Turn_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Activar`)
};

const en_xa2_account_second_turn_on = /** @type {(inputs: Account_Second_Turn_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţüŕñ öñ ]`)
};

/**
* | output |
* | --- |
* | "Turn on" |
*
* @param {Account_Second_Turn_OnInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const account_second_turn_on = /** @type {((inputs?: Account_Second_Turn_OnInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Second_Turn_OnInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_account_second_turn_on(inputs)
	if (locale === "fr") return fr_account_second_turn_on(inputs)
	if (locale === "nl") return nl_account_second_turn_on(inputs)
	if (locale === "es") return es_account_second_turn_on(inputs)
	if (locale === "en-XA") return en_xa2_account_second_turn_on(inputs)
	return en_account_second_turn_on(inputs)
});