/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Second_Name_HintInputs */

const en_account_second_name_hint = /** @type {(inputs: Account_Second_Name_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`So you can tell your second steps apart`)
};

const de_account_second_name_hint = /** @type {(inputs: Account_Second_Name_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Damit Sie Ihre zweiten Schritte unterscheiden können`)
};

const fr_account_second_name_hint = /** @type {(inputs: Account_Second_Name_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pour distinguer vos deuxièmes étapes`)
};

const nl_account_second_name_hint = /** @type {(inputs: Account_Second_Name_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zodat u uw tweede stappen uit elkaar kunt houden`)
};

const es_account_second_name_hint = /** @type {(inputs: Account_Second_Name_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para distinguir sus segundos pasos`)
};

const en_xa2_account_second_name_hint = /** @type {(inputs: Account_Second_Name_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šö ýöü çáñ ţéļļ ýöüŕ šéçöñð šţéþš áþáŕţ one two thr]`)
};

/**
* | output |
* | --- |
* | "So you can tell your second steps apart" |
*
* @param {Account_Second_Name_HintInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const account_second_name_hint = /** @type {((inputs?: Account_Second_Name_HintInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Second_Name_HintInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_account_second_name_hint(inputs)
	if (locale === "fr") return fr_account_second_name_hint(inputs)
	if (locale === "nl") return nl_account_second_name_hint(inputs)
	if (locale === "es") return es_account_second_name_hint(inputs)
	if (locale === "en-XA") return en_xa2_account_second_name_hint(inputs)
	return en_account_second_name_hint(inputs)
});