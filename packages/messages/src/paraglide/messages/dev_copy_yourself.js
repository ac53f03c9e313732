/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_Copy_YourselfInputs */

const en_dev_copy_yourself = /** @type {(inputs: Dev_Copy_YourselfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Select the key and copy it yourself.`)
};

const de_dev_copy_yourself = /** @type {(inputs: Dev_Copy_YourselfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Markieren Sie den Schlüssel und kopieren Sie ihn selbst.`)
};

const fr_dev_copy_yourself = /** @type {(inputs: Dev_Copy_YourselfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sélectionnez la clé et copiez-la vous-même.`)
};

const nl_dev_copy_yourself = /** @type {(inputs: Dev_Copy_YourselfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Selecteer de sleutel en kopieer hem zelf.`)
};

const es_dev_copy_yourself = /** @type {(inputs: Dev_Copy_YourselfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seleccione la clave y cópiela usted mismo.`)
};

const en_xa2_dev_copy_yourself = /** @type {(inputs: Dev_Copy_YourselfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéļéçţ ţĥé ķéý áñð çöþý íţ ýöüŕšéļƒ. one two th]`)
};

/**
* | output |
* | --- |
* | "Select the key and copy it yourself." |
*
* @param {Dev_Copy_YourselfInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dev_copy_yourself = /** @type {((inputs?: Dev_Copy_YourselfInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Copy_YourselfInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dev_copy_yourself(inputs)
	if (locale === "fr") return fr_dev_copy_yourself(inputs)
	if (locale === "nl") return nl_dev_copy_yourself(inputs)
	if (locale === "es") return es_dev_copy_yourself(inputs)
	if (locale === "en-XA") return en_xa2_dev_copy_yourself(inputs)
	return en_dev_copy_yourself(inputs)
});