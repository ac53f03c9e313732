/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shared_Only_AssignedInputs */

const en_shared_only_assigned = /** @type {(inputs: Shared_Only_AssignedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only items assigned to you can be changed; you can comment on any.`)
};

const de_shared_only_assigned = /** @type {(inputs: Shared_Only_AssignedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nur Ihnen zugewiesene Maßnahmen können geändert werden; kommentieren können Sie jede.`)
};

const fr_shared_only_assigned = /** @type {(inputs: Shared_Only_AssignedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seules les actions qui vous sont attribuées peuvent être modifiées ; vous pouvez commenter toutes les actions.`)
};

const nl_shared_only_assigned = /** @type {(inputs: Shared_Only_AssignedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alleen acties die aan u zijn toegewezen kunnen worden gewijzigd; op elke actie kunt u reageren.`)
};

const es_shared_only_assigned = /** @type {(inputs: Shared_Only_AssignedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solo puede cambiar las acciones asignadas a usted; puede comentar cualquiera.`)
};

const en_xa2_shared_only_assigned = /** @type {(inputs: Shared_Only_AssignedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Öñļý íţéɱš áššíĝñéð ţö ýöü çáñ ƀé çĥáñĝéð; ýöü çáñ çöɱɱéñţ öñ áñý. one two three four f]`)
};

/**
* | output |
* | --- |
* | "Only items assigned to you can be changed; you can comment on any." |
*
* @param {Shared_Only_AssignedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_only_assigned = /** @type {((inputs?: Shared_Only_AssignedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Only_AssignedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shared_only_assigned(inputs)
	if (locale === "fr") return fr_shared_only_assigned(inputs)
	if (locale === "nl") return nl_shared_only_assigned(inputs)
	if (locale === "es") return es_shared_only_assigned(inputs)
	if (locale === "en-XA") return en_xa2_shared_only_assigned(inputs)
	return en_shared_only_assigned(inputs)
});