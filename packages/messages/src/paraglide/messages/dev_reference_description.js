/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_Reference_DescriptionInputs */

const en_dev_reference_description = /** @type {(inputs: Dev_Reference_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every operation of the REST API, from its OpenAPI document (/api/v1/openapi.json), with a curl line and a way to try it with a key you paste.`)
};

const de_dev_reference_description = /** @type {(inputs: Dev_Reference_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jede Operation der REST-API aus ihrem OpenAPI-Dokument (/api/v1/openapi.json), mit einer curl-Zeile und einer Möglichkeit, sie mit einem eingefügten Schlüssel auszuprobieren.`)
};

const fr_dev_reference_description = /** @type {(inputs: Dev_Reference_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chaque opération de l’API REST, d’après son document OpenAPI (/api/v1/openapi.json), avec une ligne curl et un moyen de l’essayer avec une clé collée.`)
};

const nl_dev_reference_description = /** @type {(inputs: Dev_Reference_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elke bewerking van de REST-API, uit het OpenAPI-document (/api/v1/openapi.json), met een curl-regel en een manier om hem te proberen met een geplakte sleutel.`)
};

const es_dev_reference_description = /** @type {(inputs: Dev_Reference_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cada operación de la API REST, según su documento OpenAPI (/api/v1/openapi.json), con una línea curl y una forma de probarla con una clave que pegue.`)
};

const en_xa2_dev_reference_description = /** @type {(inputs: Dev_Reference_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éṽéŕý öþéŕáţíöñ öƒ ţĥé ŔÉŠŢ ÅÞÎ, ƒŕöɱ íţš ÖþéñÅÞÎ ðöçüɱéñţ (/áþí/ṽ1/öþéñáþí.ĵšöñ), ŵíţĥ á çüŕļ ļíñé áñð á ŵáý ţö ţŕý íţ ŵíţĥ á ķéý ýöü þášţé. one two three four five six seven eight nine t]`)
};

/**
* | output |
* | --- |
* | "Every operation of the REST API, from its OpenAPI document (/api/v1/openapi.json), with a curl line and a way to try it with a key you paste." |
*
* @param {Dev_Reference_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dev_reference_description = /** @type {((inputs?: Dev_Reference_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Reference_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dev_reference_description(inputs)
	if (locale === "fr") return fr_dev_reference_description(inputs)
	if (locale === "nl") return nl_dev_reference_description(inputs)
	if (locale === "es") return es_dev_reference_description(inputs)
	if (locale === "en-XA") return en_xa2_dev_reference_description(inputs)
	return en_dev_reference_description(inputs)
});