/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_Second_Policy_Hint_OnInputs */

const en_org_second_policy_hint_on = /** @type {(inputs: Org_Second_Policy_Hint_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`On: members without a second step are asked to add one before they see anything.`)
};

const de_org_second_policy_hint_on = /** @type {(inputs: Org_Second_Policy_Hint_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An: Mitglieder ohne zweiten Schritt müssen einen hinzufügen, bevor sie etwas sehen.`)
};

const fr_org_second_policy_hint_on = /** @type {(inputs: Org_Second_Policy_Hint_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Activé : les membres sans deuxième étape doivent en ajouter une avant de voir quoi que ce soit.`)
};

const nl_org_second_policy_hint_on = /** @type {(inputs: Org_Second_Policy_Hint_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aan: leden zonder tweede stap moeten er eerst een toevoegen voordat ze iets zien.`)
};

const es_org_second_policy_hint_on = /** @type {(inputs: Org_Second_Policy_Hint_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Activado: los miembros sin segundo paso deben añadir uno antes de ver nada.`)
};

const en_xa2_org_second_policy_hint_on = /** @type {(inputs: Org_Second_Policy_Hint_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Öñ: ɱéɱƀéŕš ŵíţĥöüţ á šéçöñð šţéþ áŕé ášķéð ţö áðð öñé ƀéƒöŕé ţĥéý šéé áñýţĥíñĝ. one two three four five s]`)
};

/**
* | output |
* | --- |
* | "On: members without a second step are asked to add one before they see anything." |
*
* @param {Org_Second_Policy_Hint_OnInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_second_policy_hint_on = /** @type {((inputs?: Org_Second_Policy_Hint_OnInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Second_Policy_Hint_OnInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_second_policy_hint_on(inputs)
	if (locale === "fr") return fr_org_second_policy_hint_on(inputs)
	if (locale === "nl") return nl_org_second_policy_hint_on(inputs)
	if (locale === "es") return es_org_second_policy_hint_on(inputs)
	if (locale === "en-XA") return en_xa2_org_second_policy_hint_on(inputs)
	return en_org_second_policy_hint_on(inputs)
});