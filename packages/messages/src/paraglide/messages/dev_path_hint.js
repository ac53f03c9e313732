/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_Path_HintInputs */

const en_dev_path_hint = /** @type {(inputs: Dev_Path_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Replace the placeholders in braces; add ?name=value for query parameters.`)
};

const de_dev_path_hint = /** @type {(inputs: Dev_Path_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ersetzen Sie die Platzhalter in geschweiften Klammern; fügen Sie ?name=wert für Abfrageparameter hinzu.`)
};

const fr_dev_path_hint = /** @type {(inputs: Dev_Path_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remplacez les paramètres entre accolades ; ajoutez ?nom=valeur pour les paramètres de requête.`)
};

const nl_dev_path_hint = /** @type {(inputs: Dev_Path_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vervang de placeholders tussen accolades; voeg ?naam=waarde toe voor queryparameters.`)
};

const es_dev_path_hint = /** @type {(inputs: Dev_Path_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sustituya los marcadores entre llaves; añada ?nombre=valor para los parámetros de consulta.`)
};

const en_xa2_dev_path_hint = /** @type {(inputs: Dev_Path_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéþļáçé ţĥé þļáçéĥöļðéŕš íñ ƀŕáçéš; áðð ?ñáɱé=ṽáļüé ƒöŕ ǫüéŕý þáŕáɱéţéŕš. one two three four five]`)
};

/**
* | output |
* | --- |
* | "Replace the placeholders in braces; add ?name=value for query parameters." |
*
* @param {Dev_Path_HintInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dev_path_hint = /** @type {((inputs?: Dev_Path_HintInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Path_HintInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dev_path_hint(inputs)
	if (locale === "fr") return fr_dev_path_hint(inputs)
	if (locale === "nl") return nl_dev_path_hint(inputs)
	if (locale === "es") return es_dev_path_hint(inputs)
	if (locale === "en-XA") return en_xa2_dev_path_hint(inputs)
	return en_dev_path_hint(inputs)
});