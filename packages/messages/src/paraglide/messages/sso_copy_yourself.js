/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sso_Copy_YourselfInputs */

const en_sso_copy_yourself = /** @type {(inputs: Sso_Copy_YourselfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Select the value and copy it yourself.`)
};

const de_sso_copy_yourself = /** @type {(inputs: Sso_Copy_YourselfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Markieren Sie den Wert und kopieren Sie ihn selbst.`)
};

const fr_sso_copy_yourself = /** @type {(inputs: Sso_Copy_YourselfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sélectionnez la valeur et copiez-la vous-même.`)
};

const nl_sso_copy_yourself = /** @type {(inputs: Sso_Copy_YourselfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Selecteer de waarde en kopieer die zelf.`)
};

const es_sso_copy_yourself = /** @type {(inputs: Sso_Copy_YourselfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seleccione el valor y cópielo usted mismo.`)
};

const en_xa2_sso_copy_yourself = /** @type {(inputs: Sso_Copy_YourselfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéļéçţ ţĥé ṽáļüé áñð çöþý íţ ýöüŕšéļƒ. one two th]`)
};

/**
* | output |
* | --- |
* | "Select the value and copy it yourself." |
*
* @param {Sso_Copy_YourselfInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sso_copy_yourself = /** @type {((inputs?: Sso_Copy_YourselfInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sso_Copy_YourselfInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sso_copy_yourself(inputs)
	if (locale === "fr") return fr_sso_copy_yourself(inputs)
	if (locale === "nl") return nl_sso_copy_yourself(inputs)
	if (locale === "es") return es_sso_copy_yourself(inputs)
	if (locale === "en-XA") return en_xa2_sso_copy_yourself(inputs)
	return en_sso_copy_yourself(inputs)
});